import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADMONITION_TYPES } from '../../head/vocabulary.js';
import { Admonition } from './index.js';

const types = ADMONITION_TYPES;

/** Every callout type with its icon and default title, then one with a custom title (the story's args). */
const meta = {
  title: 'MDX/Admonition',
  component: Admonition,
  args: {
    type: 'tip',
    title: 'Did you know?',
    children: <p>Any admonition can replace its default title with its own.</p>,
  },
  parameters: {
    design: {
      usage: 'Markdown `:::tip` … `:::` (or `<Admonition type="tip">`).',
      do: [
        'Pick the kind by consequence: note < tip < info < warning < caution < danger.',
        'Keep the default title unless a custom one says more.',
      ],
      dont: ['Don’t stack several admonitions in a row: the page becomes a list of boxes.'],
    },
  },
  argTypes: {
    type: { control: 'select', options: types },
    children: { control: false },
  },
  render: (args) => (
    <>
      {types.map((type) => (
        <Admonition key={type} type={type}>
          <p>
            A <code>{type}</code> admonition, written <code>:::{type}</code> in Markdown.
          </p>
        </Admonition>
      ))}
      <Admonition {...args} />
    </>
  ),
  decorators: [
    (Story) => (
      <div className="sk-container sk-markdown" style={{ maxWidth: 'var(--sk-content-width)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Admonition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {};
