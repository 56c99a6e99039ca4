import type { Meta, StoryObj } from '@storybook/react-vite';
import { variants } from '../../stories/fixtures.js';
import { Layout } from './index.js';

/** The page chrome (skip link, navbar, drawer, main landmark, assistant panel, footer) around a page. */
const meta = {
  title: 'Shell/Layout',
  component: Layout,
  args: {
    children: (
      <div className="sk-container sk-markdown">
        <h1>Welcome to Example Docs</h1>
        <p>
          This page sits inside the layout: the navbar above, the footer below. On small screens the
          hamburger opens the navigation drawer.
        </p>
        <h2>Next steps</h2>
        <p>Read the introduction, then follow a guide to build and deploy your first site.</p>
      </div>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
