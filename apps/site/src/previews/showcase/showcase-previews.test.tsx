import { describe, expect, it } from 'vitest';
import { showcase } from '../../../../../content/data/showcase';
import { renderPreviewFrame } from '../render-preview-frame';
import { showcasePreviews } from '.';

describe('showcase previews', () => {
  it('has one preview per showcase entry, and none for entries that do not exist', () => {
    expect(Object.keys(showcasePreviews).sort()).toEqual(showcase.map((s) => s.id).sort());
  });

  it.each(showcase.map((s) => [s.id, s] as const))(
    '%s loads a valid composition at the aspect of the original video',
    async (id, entry) => {
      const { default: preview } = await showcasePreviews[id]!();
      const { width, height, fps, durationInFrames, posterFrame } = preview;
      for (const size of [width, height, durationInFrames]) {
        expect(Number.isInteger(size) && size > 0).toBe(true);
      }
      expect(Math.max(width, height)).toBeLessThanOrEqual(960);
      expect(Math.abs(width / height - entry.width / entry.height)).toBeLessThan(0.01);
      expect(fps).toBe(30);
      expect(durationInFrames / fps).toBeGreaterThanOrEqual(3);
      expect(durationInFrames / fps).toBeLessThanOrEqual(6);
      expect(Number.isInteger(posterFrame)).toBe(true);
      expect(posterFrame).toBeGreaterThanOrEqual(0);
      expect(posterFrame).toBeLessThan(durationInFrames);
    },
  );

  it.each(showcase.map((s) => s.id))(
    '%s draws its first, poster and last frames without errors',
    async (id) => {
      const { default: preview } = await showcasePreviews[id]!();
      const frames = [0, preview.posterFrame, preview.durationInFrames - 1];
      for (const frame of frames) {
        const html = renderPreviewFrame(preview, frame);
        expect(html.length, `frame ${frame}`).toBeGreaterThan(200);
      }
    },
  );
});
