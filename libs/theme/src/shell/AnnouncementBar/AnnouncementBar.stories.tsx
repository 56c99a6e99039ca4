import { useLayoutEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SiteConfigInput } from '@sitekit/content-model';
import { AnnouncementBar } from './index.js';

const bar = {
  id: 'release-2-0',
  content:
    'Version 2.0 is out: faster builds and versioned docs. <a href="/blog" style="color: inherit; font-weight: 600">Read the release notes</a>',
  backgroundColor: '#0b6bcb',
  textColor: '#ffffff',
  isCloseable: true,
};
const siteConfig: Partial<SiteConfigInput> = { announcementBar: bar };

/** Closing the bar marks `<html>` as dismissed; undo that so the story shows the bar again. */
function ForgetDismissal() {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute('data-announcement-dismissed');
  }, []);
  return null;
}

/** An announcement above the navbar, with a link in its (trusted HTML) content; closeable if configured. */
const meta = {
  title: 'Shell/AnnouncementBar',
  component: AnnouncementBar,
  parameters: {
    siteConfig,
    design: {
      usage: 'Rendered by <Layout> when the site configures one.',
      config: ['announcementBar'],
      do: [
        'One sentence and one link; the reader closes it once and it stays closed.',
        'Check the contrast of textColor on backgroundColor (4.5 : 1).',
      ],
      dont: ['Don’t use it for content a reader needs on every visit.'],
    },
  },
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

export const Closeable: Story = {};

/** Keyboard: Tab to the close button, Enter closes the bar. */
export const CloseWithKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: /close/i });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(document.documentElement).toHaveAttribute('data-announcement-dismissed');
  },
};

/** A long announcement on a phone wraps onto several lines. */
export const LongText: Story = {
  parameters: {
    siteConfig: {
      announcementBar: {
        ...bar,
        isCloseable: false,
        content:
          'Our documentation moved to a new address, and every old link redirects to it: update your bookmarks when you can. <a href="/blog" style="color: inherit; font-weight: 600">Read why</a>',
      },
    },
  },
};
