import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Details } from './index.js';

/** A collapsed and an expanded collapsible section. */
const meta = {
  title: 'MDX/Details',
  component: Details,
  parameters: {
    design: {
      usage: 'Markdown `<details><summary>…</summary>…</details>`.',
      do: ['Write the summary as the question the content answers.'],
    },
  },
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

export const ClosedAndOpen: Story = {};

/** A summary opens and closes its section (clicked: a scripted Enter does not trigger the browser's default action). */
export const Toggle: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText('Can I host the site on a CDN?');
    const details = summary.closest('details')!;
    summary.focus();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    await userEvent.click(summary);
    await expect(details.open).toBe(false);
  },
};
