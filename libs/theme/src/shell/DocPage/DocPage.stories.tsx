import type { Meta, StoryObj } from '@storybook/react-vite';
import { Admonition } from '../../mdx/Admonition/index.js';
import type { RouteModule } from '../../route-module.js';
import { SlotsProvider } from '../../slots.js';
import { deepDocSidebar, docPageData, docRoute, longToc } from '../../stories/fixtures.js';
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
  parameters: {
    route: pageModule,
    design: {
      usage: 'The layout of every docs route (`@sitekit/theme/layouts` doc layout).',
      config: ['docs', 'tableOfContents', 'sidebars'],
      do: [
        'Let the sidebar, breadcrumbs and table of contents come from the content: no page sets them by hand.',
        'Keep the article column at --sk-content-width: lines stay readable.',
      ],
      dont: ['Don’t put page actions inside the article body: they sit beside the breadcrumbs.'],
    },
  },
} satisfies Meta<typeof DocPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['zoom'] };

/** A site that turned the page actions off (`DocActions: () => null`): the breadcrumbs stay. */
export const WithoutPageActions: Story = {
  tags: ['desktop-only'],
  decorators: [
    (Story) => (
      <SlotsProvider overrides={{ DocActions: () => null }}>
        <Story />
      </SlotsProvider>
    ),
  ],
};

/** A page deep in a long sidebar, with a long title and a long table of contents. */
function LongBody() {
  return (
    <>
      {longToc.map((h) => {
        const Tag = h.level === 2 ? 'h2' : 'h3';
        return (
          <section key={h.id}>
            <Tag id={h.id}>{h.text}</Tag>
            <p>Text of the section.</p>
          </section>
        );
      })}
    </>
  );
}
const longModule: RouteModule = {
  default: LongBody,
  route: {
    ...docRoute.route,
    head: { title: 'The function timed out before the last batch of pages was built' },
    data: { ...docPageData, sidebar: deepDocSidebar },
  },
  toc: longToc,
};

/** Long title, deep sidebar, long table of contents. */
export const LongContent: Story = {
  args: { module: longModule, data: { ...docPageData, sidebar: deepDocSidebar } },
  parameters: { route: longModule },
};
