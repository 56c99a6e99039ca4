// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createColorModeStore, type ColorModeEnvironment } from './color-mode.js';
import { headScript } from './color-mode-script.js';

function env(
  prefersDark = false,
  stored: string | null = null,
): ColorModeEnvironment & { saved: Map<string, string> } {
  const saved = new Map<string, string>(stored ? [['theme', stored]] : []);
  return {
    saved,
    root: document.documentElement,
    storage: {
      getItem: (k) => saved.get(k) ?? null,
      setItem: (k, v) => void saved.set(k, v),
      removeItem: (k) => void saved.delete(k),
    },
    prefersDark: () => prefersDark,
    onSystemChange: () => () => {},
  };
}

describe('colour mode', () => {
  it('cycles light → dark → system when the system preference is respected, and persists the choice', () => {
    const e = env(true, 'light');
    const store = createColorModeStore(
      { defaultMode: 'light', respectPrefersColorScheme: true },
      e,
    );
    expect(store.getState().mode).toBe('light');
    store.getState().cycle();
    expect([
      store.getState().choice,
      document.documentElement.dataset['theme'],
      e.saved.get('theme'),
    ]).toEqual(['dark', 'dark', 'dark']);
    store.getState().cycle();
    expect([store.getState().choice, store.getState().mode, e.saved.has('theme')]).toEqual([
      'system',
      'dark',
      false,
    ]);
    store.getState().cycle();
    expect(store.getState().choice).toBe('light');
  });

  it('toggles light and dark only when the system preference is not respected', () => {
    const store = createColorModeStore(
      { defaultMode: 'light', respectPrefersColorScheme: false },
      env(true),
    );
    expect(store.getState().mode).toBe('light');
    store.getState().cycle();
    store.getState().cycle();
    expect(store.getState().choice).toBe('light');
  });

  it('defaults to light on the server', () => {
    expect(
      createColorModeStore(
        { defaultMode: 'light', respectPrefersColorScheme: true },
        null,
      ).getState().mode,
    ).toBe('light');
  });

  it('has a deterministic head script that applies the stored mode before paint', () => {
    const script = headScript({ defaultMode: 'light', respectPrefersColorScheme: true });
    expect(script).toBe(headScript({ defaultMode: 'light', respectPrefersColorScheme: true }));
    localStorage.setItem('theme', 'dark');
    document.documentElement.removeAttribute('data-theme');
    new Function(script)();
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });
});
