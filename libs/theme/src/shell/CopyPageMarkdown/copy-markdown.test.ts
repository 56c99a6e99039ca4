import { describe, expect, it, vi } from 'vitest';
import { copyPageMarkdown, markdownPathOf, type CopyEnvironment } from './copy-markdown.js';

const ok = (body: string) => async () => ({ ok: true, status: 200, text: async () => body });

describe('markdownPathOf', () => {
  it('is the path without trailing slash, plus .md', () => {
    expect(markdownPathOf('/docs/button')).toBe('/docs/button.md');
    expect(markdownPathOf('/docs/button/')).toBe('/docs/button.md');
    expect(markdownPathOf('/docs/a?tab=npm#usage')).toBe('/docs/a.md');
    expect(markdownPathOf('/')).toBe('/index.md');
  });
});

describe('copyPageMarkdown', () => {
  it('writes the fetched text with writeText when there is no ClipboardItem', async () => {
    const writeText = vi.fn(async () => {});
    const fetch = vi.fn(ok('# Button\n'));
    await copyPageMarkdown('/docs/button/', {
      fetch,
      clipboard: { writeText },
      ClipboardItem: undefined,
    });
    expect(fetch).toHaveBeenCalledWith('/docs/button.md');
    expect(writeText).toHaveBeenCalledWith('# Button\n');
  });

  it('hands a ClipboardItem a promise of the text, so the click still counts in Safari', async () => {
    const items: Record<string, Promise<Blob>>[] = [];
    class FakeItem {
      constructor(item: Record<string, Promise<Blob>>) {
        items.push(item);
      }
    }
    const write = vi.fn(async () => {});
    const environment = {
      fetch: ok('# A\n'),
      clipboard: { write, writeText: vi.fn() },
      ClipboardItem: FakeItem as unknown as CopyEnvironment['ClipboardItem'],
    };
    await copyPageMarkdown('/docs/a', environment);
    expect(write).toHaveBeenCalledOnce();
    expect(environment.clipboard.writeText).not.toHaveBeenCalled();
    expect(await (await items[0]!['text/plain']!).text()).toBe('# A\n');
  });

  it('falls back to writeText when the engine refuses a promise in a ClipboardItem', async () => {
    const writeText = vi.fn(async () => {});
    const write = vi.fn(async () => Promise.reject(new TypeError('not a Blob')));
    class FakeItem {}
    await copyPageMarkdown('/docs/a', {
      fetch: ok('text'),
      clipboard: { write, writeText },
      ClipboardItem: FakeItem as unknown as CopyEnvironment['ClipboardItem'],
    });
    expect(writeText).toHaveBeenCalledWith('text');
  });

  it('rejects on an HTTP error and without a clipboard, writing nothing', async () => {
    const writeText = vi.fn(async () => {});
    const notFound = async () => ({ ok: false, status: 404, text: async () => 'Not found' });
    await expect(
      copyPageMarkdown('/docs/x', {
        fetch: notFound,
        clipboard: { writeText },
        ClipboardItem: undefined,
      }),
    ).rejects.toThrow(/404/);
    expect(writeText).not.toHaveBeenCalled();
    const fetch = vi.fn(ok('x'));
    await expect(
      copyPageMarkdown('/docs/x', { fetch, clipboard: undefined, ClipboardItem: undefined }),
    ).rejects.toThrow(/clipboard/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
