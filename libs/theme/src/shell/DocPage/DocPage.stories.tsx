import type { Meta, StoryObj } from '@storybook/react-vite';
import { Admonition } from '../../mdx/Admonition/index.js';
import type { RouteModule } from '../../route-module.js';
import { SlotsProvider } from '../../slots.js';
import { docPageData, docRoute, variants } from '../../stories/fixtures.js';
import { DocPage } from './index.js';

/** The page body, as compiled MDX would render it; heading ids match the table of contents. */
function Body() {
  return (
    <>
      <p>
        The build writes plain HTML, CSS and JavaScript files, so any static host can serve the
        site. This guide builds the site and uploads it.
      </p>
      <h2 id="before-you-start">Before you start</h2>
      <p>
        Make sure the site builds locally and that the <code>url</code> and <code>baseUrl</code>{' '}
        options match the address the site will be served from.
      </p>
      <Admonition type="tip">
        <p>Preview the production build locally before uploading it.</p>
      </Admonition>
      <h2 id="build-the-site">Build the site</h2>
      <p>
        Run <code>npm run build</code> from the project root. Pages are rendered ahead of time;
        nothing runs on the server.
      </p>
      <h3 id="the-output-folder">The output folder</h3>
      <p>
        The <code>build</code> folder holds one HTML file per page, hashed assets and the search
        index.
      </p>
      <h2 id="upload-the-files">Upload the files</h2>
      <p>Copy the contents of the output folder to the root of your host.</p>
      <h3 id="cache-headers">Cache headers</h3>
      <p>
        Hashed assets never change and can be cached for a year; HTML files should be revalidated on
        every request.
      </p>
    </>
  );
}

const pageModule: RouteModule = { ...docRoute, default: Body };

/**
 * A docs page: sidebar, breadcrumbs beside the page actions ("Copy page as Markdown"),
 * title, body, edit link, last update, previous/next and the TOC.
 */
const meta = {
  title: 'Shell/DocPage',
  component: DocPage,
  args: { module: pageModule, data: docPageData },
  argTypes: { module: { control: false } },
  parameters: { route: pageModule },
} satisfies Meta<typeof DocPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;

/** A site that turned the page actions off (`DocActions: () => null`): the breadcrumbs stay. */
export const WithoutPageActions: Story = {
  ...variants.LightDesktop,
  decorators: [
    (Story) => (
      <SlotsProvider overrides={{ DocActions: () => null }}>
        <Story />
      </SlotsProvider>
    ),
  ],
};
