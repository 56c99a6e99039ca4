import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docToc, longToc } from '../../stories/fixtures.js';
import { TableOfContents } from './index.js';

/**
 * "On this page": the page's headings within the configured levels, the one being read marked
 * as the current location. A docs page renders it twice: `aside` (side column, wide screens)
 * and `collapsible` (folded above the article, narrow screens).
 */
const meta = {
  title: 'Shell/TableOfContents',
  component: TableOfContents,
  args: { items: docToc, variant: 'aside' },
  parameters: {
    design: {
      slot: 'TableOfContents',
      config: ['tableOfContents.minHeadingLevel', 'tableOfContents.maxHeadingLevel'],
      do: [
        'Show heading levels 2 to 3 (the site’s setting): deeper levels make the column a wall of links.',
        'Write headings that read well out of context: they are the page’s outline.',
      ],
      dont: [
        'Don’t hide the table on long pages; on short ones (one heading) it is not rendered.',
        'Don’t style the current entry by colour alone: it also carries aria-current.',
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260, padding: '1.5rem 1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Aside: Story = {};

/** Many entries, one long enough to wrap. */
export const Long: Story = { args: { items: longToc } };

/** A page without headings: nothing is rendered. */
export const Empty: Story = {
  args: { items: [] },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/**
 * The narrow-screen form: the summary opens it; following a link (Enter) folds it again.
 * (A summary's Enter is the browser's own default action, which a scripted key press does
 * not trigger, so the play function clicks the focused summary.)
 */
export const Collapsible: Story = {
  args: { variant: 'collapsible' },
  // The collapsible form exists for narrow screens; wide ones hide it.
  tags: ['phone-only'],
  decorators: [
    (Story) => (
      <>
        <Story />
        {docToc.map((h) => (
          <h2 key={h.id} id={h.id} style={{ marginTop: 400 }}>
            {h.text}
          </h2>
        ))}
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('On this page', { selector: 'summary' });
    summary.focus();
    await userEvent.click(summary);
    const details = summary.closest('details')!;
    await expect(details.open).toBe(true);
    const link = canvas.getByRole('link', { name: 'Upload the files' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(details.open).toBe(false);
    await waitFor(() => expect(window.location.hash).toBe('#upload-the-files'));
    window.scrollTo(0, 0);
  },
};

/** Beside an article: following a link with the keyboard scrolls to its heading and marks it current. */
export const FollowLinks: Story = {
  tags: ['desktop-only'],
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: '2rem' }}>
        <article className="sk-markdown" style={{ flex: 1 }}>
          {docToc.map((h) => {
            const Tag = h.level === 2 ? 'h2' : 'h3';
            return (
              <section key={h.id} style={{ minHeight: 500 }}>
                <Tag id={h.id}>{h.text}</Tag>
                <p>Section text.</p>
              </section>
            );
          })}
        </article>
        <div style={{ position: 'sticky', top: 0, alignSelf: 'flex-start' }}>
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Upload the files' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(link).toHaveAttribute('aria-current', 'location'));
    const heading = canvasElement.ownerDocument.getElementById('upload-the-files')!;
    await expect(Math.abs(heading.getBoundingClientRect().top)).toBeLessThan(120);
    // Back to the top, so the screenshot starts where the story does.
    window.scrollTo(0, 0);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Before you start' })).toHaveAttribute(
        'aria-current',
        'location',
      ),
    );
  },
};
