import type { Meta, StoryObj } from '@storybook/react-vite';
import { variants } from '../../stories/fixtures.js';
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

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
