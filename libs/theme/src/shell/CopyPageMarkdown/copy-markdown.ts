import { markdownPathOf } from '../../head/vocabulary.js';
/** Where copying a page's Markdown stands; `copied` and `failed` return to `idle` after a while. */
export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** What copying needs from the browser; tests and stories hand in fakes. */
export interface CopyEnvironment {
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;
  clipboard: Partial<Pick<Clipboard, 'write' | 'writeText'>> | undefined;
  /** The `ClipboardItem` constructor, when the browser has one. */
  ClipboardItem: (new (items: Record<string, Promise<Blob>>) => ClipboardItem) | undefined;
}

export { markdownPathOf };

/** The real browser environment, read when a copy starts. */
export function browserEnvironment(): CopyEnvironment {
  return {
    fetch: (url) => globalThis.fetch(url),
    clipboard: globalThis.navigator?.clipboard,
    ClipboardItem: globalThis.ClipboardItem,
  };
}

/**
 * Fetches the page's Markdown and puts it on the clipboard; rejects when either fails.
 * The text is handed to the clipboard as a promise where the browser allows it, because
 * Safari refuses a clipboard write that comes after an `await` (the click no longer counts).
 */
export async function copyPageMarkdown(path: string, environment: CopyEnvironment): Promise<void> {
  const { clipboard, ClipboardItem } = environment;
  const write = clipboard?.write?.bind(clipboard);
  const writeText = clipboard?.writeText?.bind(clipboard);
  if (!(write && ClipboardItem) && !writeText)
    throw new Error('This browser gives no access to the clipboard.');
  const text = environment.fetch(markdownPathOf(path)).then(async (response) => {
    if (!response.ok) throw new Error(`Fetching the Markdown failed with HTTP ${response.status}.`);
    return response.text();
  });
  if (write && ClipboardItem) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    try {
      await write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (error) {
      // Older engines take no promise in a ClipboardItem; plain text may still work.
      if (!writeText) throw error;
    }
  }
  await writeText!(await text);
}
