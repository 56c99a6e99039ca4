import { describe, expect, it } from 'vitest';
import { templates } from '../../../../../content/data/templates';
import { renderPreviewFrame } from '../render-preview-frame';
import { templatePreviews } from './index';

const ids = templates.map((t) => t.cliId);

describe('templatePreviews', () => {
  it('has one preview per template, and none for a template that does not exist', () => {
    expect(Object.keys(templatePreviews).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('%s loads a valid 16:9, 30 fps composition of 3 to 6 seconds', async (id) => {
    const { default: preview } = await templatePreviews[id]!();
    expect(typeof preview.component).toBe('function');
    expect(preview.fps).toBe(30);
    expect(preview.width / preview.height).toBeCloseTo(16 / 9);
    expect(preview.durationInFrames).toBeGreaterThanOrEqual(90);
    expect(preview.durationInFrames).toBeLessThanOrEqual(180);
    expect(Number.isInteger(preview.posterFrame)).toBe(true);
    expect(preview.posterFrame).toBeGreaterThanOrEqual(0);
    expect(preview.posterFrame).toBeLessThan(preview.durationInFrames);
  });

  it.each(ids)('%s draws its first, poster and last frames without throwing', async (id) => {
    const { default: preview } = await templatePreviews[id]!();
    for (const frame of [0, preview.posterFrame, preview.durationInFrames - 1]) {
      const html = renderPreviewFrame(preview, frame);
      expect(html).toContain('__remotion-player');
      expect(html.length).toBeGreaterThan(1000);
    }
  });
});
