import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchProvider } from '../../core/provider.js';
import { cleanup, flush, keyDown, mount } from '../../../tests/support/react.js';
import type { SearchModalProps } from '../SearchModal/types.js';
import { SearchButton } from './index.js';

function FakeModal({ initialQuery, onClose }: SearchModalProps) {
  return (
    <div role="dialog" aria-label="search modal">
      <input aria-label="query" defaultValue={initialQuery} />
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

function setup() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const loadModal = vi.fn(async () => {
    await gate;
    return { SearchModal: FakeModal };
  });
  const provider: SearchProvider = { name: 'test', search: vi.fn(), preload: vi.fn() };
  const view = mount(
    <SearchButton provider={provider} navigate={() => {}} loadModal={loadModal} />,
  );
  const button = view.container.querySelector('button')!;
  const dialog = () => document.querySelector('[role="dialog"]');
  const query = () => document.querySelector<HTMLInputElement>('input[aria-label="query"]')?.value;
  return { ...view, button, dialog, query, loadModal, provider, release };
}

afterEach(cleanup);

describe('SearchButton', () => {
  it('is a button labelled Search with a Ctrl K hint, and the server renders no modal', () => {
    const html = renderToString(
      <SearchButton
        provider={{ name: 'x', search: vi.fn(), preload: vi.fn() }}
        navigate={() => {}}
      />,
    );
    expect(html).toContain('aria-label="Search"');
    expect(html).toMatch(/<kbd>Ctrl<\/kbd><kbd>K<\/kbd>/);
    expect(html).not.toContain('dialog');
  });

  it('opens on click once the modal code has loaded', async () => {
    const t = setup();
    t.button.click();
    t.release();
    await flush();
    expect(t.dialog()).not.toBeNull();
    expect(t.query()).toBe('');
  });

  it.each([
    ['Ctrl+K', { ctrlKey: true }],
    ['Cmd+K', { metaKey: true }],
  ])('opens on %s and closes on it again', async (_, init) => {
    const t = setup();
    t.release();
    keyDown(document.body, 'k', init);
    await flush();
    expect(t.dialog()).not.toBeNull();
    keyDown(document.body, 'k', init);
    expect(t.dialog()).toBeNull();
  });

  it("opens on '/' unless the focus is in a text field", async () => {
    const t = setup();
    t.release();
    for (const html of ['<input>', '<textarea></textarea>', '<div contenteditable="true"></div>']) {
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      const field = host.firstElementChild as HTMLElement;
      if (html.includes('contenteditable'))
        Object.defineProperty(field, 'isContentEditable', { value: true });
      const event = keyDown(field, '/');
      await flush();
      expect(event.defaultPrevented, html).toBe(false);
      expect(t.dialog(), html).toBeNull();
    }
    keyDown(document.body, '/');
    await flush();
    expect(t.dialog()).not.toBeNull();
    expect(t.query()).toBe('');
  });

  it('starts the query with what is typed while the button has focus, keys typed during loading included', async () => {
    const t = setup();
    t.button.focus();
    keyDown(t.button, 's');
    expect(t.loadModal).toHaveBeenCalled();
    keyDown(document.activeElement ?? document.body, 'p');
    keyDown(document.activeElement ?? document.body, 'r');
    t.release();
    await flush();
    expect(t.query()).toBe('spr');
  });

  it('keeps a key typed after the modal code has loaded but before the modal shows', async () => {
    // Real scheduling, as in a browser: the load's update waits for a later task, and a key
    // typed meanwhile is rendered first (it is urgent), then replayed after the load's update.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const t = setup();
      t.button.focus();
      t.button.dispatchEvent(new KeyboardEvent('keydown', { key: 's', bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
      t.release();
      await Promise.resolve();
      await Promise.resolve();
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true }));
      await new Promise((r) => setTimeout(r, 20));
      expect(t.query()).toBe('sp');
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('leaves Space and Enter to the button (they click it)', async () => {
    const t = setup();
    const event = keyDown(t.button, ' ');
    expect(event.defaultPrevented).toBe(false);
    expect(t.loadModal).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Cancel, returning focus to the button', async () => {
    const t = setup();
    t.release();
    t.button.click();
    await flush();
    keyDown(document.querySelector('input')!, 'Escape');
    expect(t.dialog()).toBeNull();
    expect(document.activeElement).toBe(t.button);
    t.button.click();
    await flush();
    (document.querySelector('[role="dialog"] button') as HTMLButtonElement).click();
    await flush();
    expect(t.dialog()).toBeNull();
    expect(document.activeElement).toBe(t.button);
  });

  it('preloads the modal code on hover and focus, and loads nothing of the index', async () => {
    const t = setup();
    t.button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    t.button.focus();
    expect(t.loadModal).toHaveBeenCalled();
    expect(t.dialog()).toBeNull();
    expect(t.provider.preload).not.toHaveBeenCalled();
    expect(t.provider.search).not.toHaveBeenCalled();
  });

  it('opens one modal when two buttons are on the page', async () => {
    const t = setup();
    mount(<SearchButton provider={t.provider} navigate={() => {}} loadModal={t.loadModal} />);
    t.release();
    keyDown(document.body, 'k', { ctrlKey: true });
    await flush();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });
});
