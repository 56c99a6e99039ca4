import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PreviewComposition } from '../../previews/types';
import { previewHostProps, VideoPreview } from './index';
import { loadComposition } from './load-composition';

const composition: PreviewComposition = {
  component: () => null,
  durationInFrames: 90,
  fps: 30,
  width: 1280,
  height: 720,
  posterFrame: 30,
};

describe('VideoPreview on the server', () => {
  it('renders the reserved box of a hover card, decorative and empty, without loading anything', () => {
    const load = vi.fn(async () => ({ default: composition }));
    const html = renderToString(
      <li {...previewHostProps}>
        <VideoPreview load={load} label="Preview of Audiogram" trigger="hover" className="x" />
      </li>,
    );
    expect(html).toContain('class="video-preview video-preview--hover x"');
    expect(html).toMatch(/style="aspect-ratio:1\.77\d*"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('inert=""');
    expect(html).not.toContain('Preview of Audiogram');
    expect(html).not.toContain('video-preview__stage');
    expect(load).not.toHaveBeenCalled();
  });

  it('labels an open preview and reserves the box of the given aspect ratio', () => {
    const html = renderToString(
      <VideoPreview
        load={async () => ({ default: composition })}
        label="Preview of the Still template"
        trigger="open"
        aspectRatio={1}
      />,
    );
    expect(html).toContain('role="group"');
    expect(html).toContain('aria-label="Preview of the Still template"');
    expect(html).toContain('aspect-ratio:1"');
    expect(html).not.toContain('aria-hidden');
  });
});

describe('loadComposition', () => {
  it('calls each loader once, however many cards show it', async () => {
    const load = vi.fn(async () => ({ default: composition }));
    const [a, b] = await Promise.all([loadComposition(load), loadComposition(load)]);
    expect(a).toBe(composition);
    expect(b).toBe(composition);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves to null, and logs, when the chunk fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadComposition(() => Promise.reject(new Error('offline')))).resolves.toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
