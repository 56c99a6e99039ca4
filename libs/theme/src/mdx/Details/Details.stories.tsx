import type { Meta, StoryObj } from '@storybook/react-vite';
import { variants } from '../../stories/fixtures.js';
import { Details } from './index.js';

/** A collapsed and an expanded collapsible section. */
const meta = {
  title: 'MDX/Details',
  component: Details,
  render: (args) => (
    <>
      <Details {...args}>
        <summary>Can I host the site on a CDN?</summary>
        <p>Yes. The build output is static files; upload them to any CDN or object storage.</p>
      </Details>
      <Details {...args} open>
        <summary>Does the site work without JavaScript?</summary>
        <p>
          Every page is rendered to HTML at build time, so content and links work before scripts
          load.
        </p>
      </Details>
    </>
  ),
  decorators: [
    (Story) => (
      <div className="sk-container sk-markdown" style={{ maxWidth: 'var(--sk-content-width)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Details>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
