import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ColorModeToggle } from './index.js';

/** The navbar button that cycles light → dark → system; its icon and name show the current choice. */
const meta = {
  title: 'Shell/ColorModeToggle',
  component: ColorModeToggle,
  parameters: {
    design: {
      usage: 'Added to the navbar unless colorMode.disableSwitch.',
      config: [
        'colorMode.defaultMode',
        'colorMode.respectPrefersColorScheme',
        'colorMode.disableSwitch',
      ],
      do: ['Keep the 21 px icon size of the other navbar icons.'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColorModeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard: Enter cycles light → dark → system; the accessible name says the current choice. */
export const CycleWithKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const before = button.getAttribute('aria-label');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button.getAttribute('aria-label')).not.toBe(before);
  },
};
