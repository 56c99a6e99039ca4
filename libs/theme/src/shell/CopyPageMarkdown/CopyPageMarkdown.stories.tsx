import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyPageMarkdown, type CopyEnvironment } from './index.js';

/** A clipboard that accepts text after a short, visible delay. */
const working: CopyEnvironment = {
  fetch: async (url) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    return { ok: true, status: 200, text: async () => `# Markdown of ${url}\n` };
  },
  clipboard: { writeText: async () => {} },
  ClipboardItem: undefined,
};
/** A site without Markdown twins: every copy fails. */
const failing: CopyEnvironment = {
  ...working,
  fetch: async () => ({ ok: false, status: 404, text: async () => 'Not found' }),
};

/** The doc page's "Copy page as Markdown" button; click it to see the announced states. */
const meta = {
  title: 'Shell/CopyPageMarkdown',
  component: CopyPageMarkdown,
  parameters: {
    design: {
      usage: 'The default DocActions of a docs page.',
      do: ['Announce the outcome (it does, politely); keep the button’s text stable.'],
    },
  },
  args: { path: '/docs/button', environment: working },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyPageMarkdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Failing: Story = { args: { environment: failing } };
