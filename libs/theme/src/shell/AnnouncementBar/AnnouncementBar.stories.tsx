import { useLayoutEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SiteConfigInput } from '@sitekit/content-model';
import { variants } from '../../stories/fixtures.js';
import { AnnouncementBar } from './index.js';

const siteConfig: Partial<SiteConfigInput> = {
  announcementBar: {
    id: 'release-2-0',
    content:
      'Version 2.0 is out: faster builds and versioned docs. <a href="/blog" style="color: inherit; font-weight: 600">Read the release notes</a>',
    backgroundColor: '#0b6bcb',
    textColor: '#ffffff',
    isCloseable: true,
  },
};

/** Closing the bar marks `<html>` as dismissed; undo that so the story shows the bar again. */
function ForgetDismissal() {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute('data-announcement-dismissed');
  }, []);
  return null;
}

/** A closeable announcement above the navbar, with a link in its (trusted HTML) content. */
const meta = {
  title: 'Shell/AnnouncementBar',
  component: AnnouncementBar,
  parameters: { siteConfig },
  decorators: [
    (Story) => (
      <>
        <ForgetDismissal />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof AnnouncementBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
