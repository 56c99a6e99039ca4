import type { Meta, StoryObj } from '@storybook/react-vite';
import { variants } from '../../stories/fixtures.js';
import { Footer } from './index.js';

const meta = { title: 'Shell/Footer', component: Footer } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
