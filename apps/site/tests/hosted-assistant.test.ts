import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type RouteInfo, type SiteConfigInput } from '@sitekit/content-model';
import siteConfig from '../site.config.js';
import { contentSecurityPolicy, inlineScriptHashes } from '@sitekit/builder';
import { headTags } from '@sitekit/builder';

const local = siteConfigSchema.parse(siteConfig);
const hostedAssistant: SiteConfigInput['assistant'] = {
  scriptUrl: 'https://assistant.example/embed.js',
  scriptAttributes: {
    id: 'vendor-script',
    'data-tag-sidepanel': 'true',
    'data-hide-ask-ai': 'true',
    'data-title': 'Ask "Remotion" <AI> & more',
  },
  openFunction: 'vendorEmbed.toggleSidePanel',
};
const hosted = siteConfigSchema.parse({ ...siteConfig, assistant: hostedAssistant });
const route: RouteInfo = { path: '/docs', head: { title: 'Docs' }, data: { kind: 'page' } };
const hashes = ["'sha256-theme'"];
const scriptTags = (head: string) => head.match(/<script\b[^>]*>/g) ?? [];

describe('the local assistant (default)', () => {
  it('adds no script to the head', () => {
    expect(scriptTags(headTags(local, route, 'Docs'))).toEqual([]);
  });

  it('leaves the Content-Security-Policy as it was: the site alone may run scripts, be fetched and be framed', () => {
    expect(contentSecurityPolicy(local, hashes)).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-theme'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });
});

describe('a hosted assistant', () => {
  it('puts exactly one async script tag in the head, with the vendor attributes escaped', () => {
    const head = headTags(hosted, route, 'Docs');
    expect(scriptTags(head)).toEqual([
      '<script async src="https://assistant.example/embed.js" id="vendor-script" data-tag-sidepanel="true" data-hide-ask-ai="true" data-title="Ask &quot;Remotion&quot; &lt;AI&gt; &amp; more">',
    ]);
    expect(head).toContain('></script>');
    // A script with a src is governed by its origin in the CSP, not by an inline hash.
    expect(inlineScriptHashes([head])).toEqual([]);
  });

  it('leaves it out of bare pages, which are made to be framed (/ai-embed)', () => {
    const embed: RouteInfo = { ...route, path: '/ai-embed', data: { kind: 'page', bare: true } };
    expect(scriptTags(headTags(hosted, embed, 'Ask AI'))).toEqual([]);
  });

  it("allows the script's origin to run scripts, be fetched and frame its panel, and nothing else", () => {
    const origin = 'https://assistant.example';
    const expected = contentSecurityPolicy(local, hashes)
      .replace("script-src 'self' 'sha256-theme'", `script-src 'self' 'sha256-theme' ${origin}`)
      .replace("connect-src 'self'", `connect-src 'self' ${origin}`)
      .replace("frame-src 'self'", `frame-src 'self' ${origin}`);
    expect(contentSecurityPolicy(hosted, hashes)).toBe(expected);
  });
});

describe('an answer model for the local assistant', () => {
  it('allows fetching from its origin only, and adds no script', () => {
    const withModel = siteConfigSchema.parse({
      ...siteConfig,
      assistant: { model: { url: 'https://llm.example/v1/chat/completions', model: 'small-1' } },
    });
    expect(contentSecurityPolicy(withModel, hashes)).toBe(
      contentSecurityPolicy(local, hashes).replace(
        "connect-src 'self'",
        "connect-src 'self' https://llm.example",
      ),
    );
    expect(scriptTags(headTags(withModel, route, 'Docs'))).toEqual([]);
  });
});
