import type { Meta, StoryObj } from '@storybook/react-vite';
import { variants } from '../../stories/fixtures.js';
import { NotFound } from './index.js';

/** The page shown for any path no route matches (docs are configured, so it links them). */
const meta = { title: 'Shell/NotFound', component: NotFound } satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
