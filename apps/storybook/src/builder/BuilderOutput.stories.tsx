import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TWOSLASH_CLASS } from '@sitekit/theme/head';
import { mdxComponents } from '@sitekit/theme/mdx';
import Admonitions from 'sitekit-mdx:admonitions';
import CodeBlocks from 'sitekit-mdx:code-blocks';
import TabsAndDetails from 'sitekit-mdx:tabs-and-details';
import TypeChecked from 'sitekit-mdx:twoslash';

type Body = ComponentType<{ components?: Record<string, unknown> }>;

/** A compiled page body with the theme's MDX components, in the article column. */
function Page({ body: Body }: { body: Body }) {
  return (
    <div className="sk-container sk-markdown" style={{ maxWidth: 'var(--sk-content-width)' }}>
      <Body components={mdxComponents} />
    </div>
  );
}

/**
 * What the builder emits for Markdown, rendered by the theme: each story is a file of
 * `apps/storybook/samples/` compiled by `@sitekit/builder`'s MDX pipeline when Storybook
 * builds (directives, Shiki highlighting, twoslash type-checking), so what you see is what a
 * site's build produces from the same source.
 */
const meta = {
  title: 'Builder output/MDX',
  component: Page,
  argTypes: { body: { control: false } },
  parameters: {
    design: {
      usage: 'Write Markdown; the builder compiles it and the theme renders the result.',
      do: [
        'Keep one idea per admonition; pick the kind by consequence (note < tip < info < warning < caution < danger).',
        'Give code blocks a title when the reader must know which file it goes in.',
        'Highlight the lines the text talks about, not whole blocks.',
      ],
      dont: [
        'Don’t nest admonitions more than one level.',
        'Don’t put prose in tab labels: a word or two (npm, pnpm, macOS).',
      ],
    },
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every admonition kind (`:::note` … `:::danger`), a custom title, a long title, a nested one. */
export const AdmonitionKinds: Story = { args: { body: Admonitions } };

/** Titles, highlighted lines (`{1,3-4}` and `// highlight-next-line`), line numbers, a long line that scrolls, a long title. */
export const CodeBlockVariants: Story = {
  args: { body: CodeBlocks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The long line scrolls inside its block instead of widening the page.
    const scrolls = [...canvasElement.querySelectorAll('pre, pre *')].some(
      (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
    );
    await expect(scrolls).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getAllByRole('button', { name: /copy/i }).length).toBeGreaterThan(0);
  },
};

/** A `twoslash` block: hover (or focus) a name to see its type; a compiler error shown under its line. */
export const TwoslashTypes: Story = {
  args: { body: TypeChecked },
  play: async ({ canvasElement }) => {
    const token = canvasElement.querySelector<HTMLElement>(`.${TWOSLASH_CLASS.token}`)!;
    const popup = document.getElementById(token.getAttribute('aria-describedby')!)!;
    await expect(popup).toHaveAttribute('role', 'tooltip');
    // Each name is described by its popup, hidden until hovered or focused (the popups'
    // behaviour is unit-tested with the theme's CodeBlock).
    await expect(popup.hidden).toBe(true);
    await expect(canvasElement.querySelectorAll(`.${TWOSLASH_CLASS.token}`).length).toBeGreaterThan(
      5,
    );
  },
};

/** Tabs (synced by `groupId`) and `<details>`, closed and open. */
export const TabsAndDetailsBlocks: Story = {
  args: { body: TabsAndDetails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const npm = canvas.getByRole('tab', { name: 'npm' });
    await userEvent.click(npm);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'pnpm' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'pnpm' })).toHaveFocus();
    await userEvent.click(canvas.getByText('Why does the render need Chrome?'));
    await expect(canvas.getByText(/headless browser renders each one/)).toBeVisible();
  },
};
