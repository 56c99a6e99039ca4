import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './index.js';

/** The page shown for any path no route matches (docs are configured, so it links them). */
const meta = { title: 'Shell/NotFound', component: NotFound } satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
