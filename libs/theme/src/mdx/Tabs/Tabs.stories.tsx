import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TabItem, Tabs } from './index.js';

const commands = {
  install: { npm: 'npm install', pnpm: 'pnpm install', yarn: 'yarn' },
  start: { npm: 'npm start', pnpm: 'pnpm start', yarn: 'yarn start' },
};

/** One command for each package manager. */
function PackageManagerTabs({
  groupId,
  command,
}: {
  groupId?: string | undefined;
  command: keyof typeof commands;
}) {
  const { npm, pnpm, yarn } = commands[command];
  return (
    <Tabs groupId={groupId}>
      <TabItem value="npm" label="npm" default>
        <p>
          <code>{npm}</code>
        </p>
      </TabItem>
      <TabItem value="pnpm" label="pnpm">
        <p>
          <code>{pnpm}</code>
        </p>
      </TabItem>
      <TabItem value="yarn" label="Yarn">
        <p>
          <code>{yarn}</code>
        </p>
      </TabItem>
    </Tabs>
  );
}

/**
 * Tabs without a `groupId` switch alone; the two blocks sharing the story's `groupId`
 * switch together, and the choice is remembered.
 */
const meta = {
  title: 'MDX/Tabs',
  component: Tabs,
  args: { groupId: 'package-manager' },
  render: ({ groupId }) => (
    <>
      <h2>Without a group</h2>
      <Tabs>
        <TabItem value="macos" label="macOS" default>
          <p>Install the command-line tools with Homebrew.</p>
        </TabItem>
        <TabItem value="linux" label="Linux">
          <p>Install the command-line tools with your distribution’s package manager.</p>
        </TabItem>
        <TabItem value="windows" label="Windows">
          <p>Install the command-line tools with the installer.</p>
        </TabItem>
      </Tabs>
      <h2>Two tabs sharing a group</h2>
      <p>Install the dependencies:</p>
      <PackageManagerTabs groupId={groupId} command="install" />
      <p>Then start the development server:</p>
      <PackageManagerTabs groupId={groupId} command="start" />
    </>
  ),
  parameters: {
    design: {
      usage: 'MDX `<Tabs>` with `<TabItem value label>` children (Docusaurus-compatible).',
      do: [
        'Share a `groupId` between blocks offering the same choice (package manager, OS): they switch together and the choice is remembered.',
        'Keep labels to a word or two.',
      ],
      dont: ['Don’t hide content a reader of every choice needs inside one tab.'],
    },
  },
  decorators: [
    (Story) => (
      <div className="sk-container sk-markdown" style={{ maxWidth: 'var(--sk-content-width)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Groups: Story = {};

/** Keyboard: arrows move between tabs (and select), Home and End jump; a grouped choice switches its sibling. */
export const KeyboardPaths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [macos] = canvas.getAllByRole('tab', { name: 'macOS' });
    macos!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Linux' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Linux' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Windows' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(macos).toHaveAttribute('aria-selected', 'true');
    // The first grouped block: choosing pnpm switches the second block too.
    const [pnpm, pnpmTwin] = canvas.getAllByRole('tab', { name: 'pnpm' });
    await userEvent.click(pnpm!);
    await expect(pnpmTwin).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('pnpm start')).toBeVisible();
  },
};
