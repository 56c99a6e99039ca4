import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Layout, SlotsProvider, type SlotProps } from '../src/index.js';
import { render } from './render.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const withAssistantItem = {
  navbar: {
    logo: { alt: 'Logo', src: '/logo.svg' },
    items: [{ type: 'assistant' as const, label: 'Ask the docs' }],
  },
};
const button = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    b.textContent?.startsWith('Ask the docs'),
  )!;

it('renders the navbar assistant item as the side-panel toggle by default', () => {
  const { container } = render(<Layout>{null}</Layout>, withAssistantItem);
  const toggle = button(container);
  expect(toggle.getAttribute('aria-controls')).toBe('sk-assistant-panel');
  act(() => toggle.click());
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(container.querySelector('#sk-assistant-panel')).not.toBeNull();
});

it('lets a site replace the assistant button through the AssistantToggle slot', () => {
  const clicked: string[] = [];
  function SiteToggle({ label }: Readonly<SlotProps['AssistantToggle']>) {
    return (
      <button type="button" onClick={() => clicked.push(label)}>
        {label} (hosted)
      </button>
    );
  }
  const { container } = render(
    <SlotsProvider overrides={{ AssistantToggle: SiteToggle }}>
      <Layout>{null}</Layout>
    </SlotsProvider>,
    withAssistantItem,
  );
  act(() => button(container).click());
  expect(button(container).textContent).toBe('Ask the docs (hosted)');
  expect(clicked).toEqual(['Ask the docs']);
  expect(container.querySelector('#sk-assistant-panel')).toBeNull();
});
