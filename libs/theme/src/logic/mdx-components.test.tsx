import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { siteConfigSchema } from '@sitekit/content-model';
import { ThemeProvider } from '../ThemeProvider.js';
import type { MdxComponents, PageBody } from '../route-module.js';
import { baseConfig } from '../../tests/render.js';
import { useMdxComponents } from './mdx-components.js';

afterEach(() => {
  document.body.innerHTML = '';
});

// An MDX body as the compiler emits it: it looks its components up by name.
const Body: PageBody = ({ components }) => {
  const Demo = components?.['Demo'] as (() => React.ReactNode) | undefined;
  const Note = components?.['Admonition'];
  return (
    <>
      {Demo ? <Demo /> : <p>no demo</p>}
      {Note ? 'has admonition' : 'no admonition'}
    </>
  );
};

function Page() {
  return <Body components={useMdxComponents()} />;
}

function renderWith(components?: MdxComponents) {
  const container = document.createElement('div');
  document.body.append(container);
  const siteData = {
    config: siteConfigSchema.parse(baseConfig),
    sidebarLinks: {},
    sidebarsUrl: '/_sk/sidebars/',
  };
  act(() =>
    createRoot(container).render(
      <ThemeProvider
        siteData={siteData as never}
        {...(components ? { mdxComponents: components } : {})}
      >
        <Page />
      </ThemeProvider>,
    ),
  );
  return container;
}

it("gives MDX bodies the site's components beside the theme's", () => {
  const container = renderWith({ Demo: () => <output>live demo</output> } as MdxComponents);
  expect(container.textContent).toBe('live demohas admonition');
});

it("renders with the theme's components alone when the site adds none", () => {
  expect(renderWith().textContent).toBe('no demohas admonition');
});
