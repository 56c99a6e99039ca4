// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extractSections } from './sections.js';

describe('extractSections', () => {
  it('splits text at h1–h3 and keeps each heading id as its anchor', () => {
    const html =
      '<h1>spline()</h1><p>Intro <code>text</code>.</p>' +
      '<h2 id="params">Parameters<a href="#params" class="sk-heading-anchor" aria-label="Direct link">#</a></h2>' +
      '<ul><li>one</li><li>two</li></ul><table><tr><td>cell</td><td>other</td></tr></table>' +
      '<h3 id="config">config</h3><p>Nested</p><h4>Minor</h4><p>still h3</p>';
    expect(extractSections(html)).toEqual([
      { level: 1, heading: 'spline()', anchor: null, text: 'Intro text.', code: [] },
      { level: 2, heading: 'Parameters', anchor: 'params', text: 'one two cell · other', code: [] },
      { level: 3, heading: 'config', anchor: 'config', text: 'Nested Minor still h3', code: [] },
    ]);
  });

  it('leaves out navigation, code blocks, buttons, hidden text and script contents', () => {
    const html =
      '<nav><h2>Sidebar</h2><a href="/x">Link</a></nav><h1>Title</h1>' +
      '<figure><figcaption>App.tsx</figcaption><pre><code><span>const a = 1 &lt; 2;</span></code></pre><button>Copy</button></figure>' +
      '<script>if (a < b) document.write("<p>no</p>")</script><style>p>a{}</style>' +
      '<p>Kept<span aria-hidden="true">hidden</span> <span class="sk-visually-hidden">sr</span>text</p>' +
      '<div data-search-ignore="true"><p>ignored</p></div><aside><p>toc</p></aside><footer>Edit</footer>';
    expect(extractSections(html)).toEqual([
      { level: 1, heading: 'Title', anchor: null, text: 'Kept text', code: [] },
    ]);
  });

  it('reads a table as cells and rows, not as one run-on line', () => {
    const html =
      '<h1>t</h1><table><thead><tr><th>Name</th><th>Type</th><th></th></tr></thead><tbody>' +
      '<tr><td><code>from</code></td><td>number</td><td>Start <em>value</em></td></tr>' +
      '<tr>\n<td>to</td>\n<td>number</td><td></td></tr></tbody></table><p>After</p>';
    expect(extractSections(html)[0]!.text).toBe(
      'Name · Type; from · number · Start value; to · number After',
    );
  });

  it('reads only headings inside a header (a post title yes, its date no)', () => {
    const html =
      '<header><h1>Tabulary 2.0</h1><p>April 15, 2021 · 3 min read</p></header><p>Body</p>';
    expect(extractSections(html)).toEqual([
      { level: 1, heading: 'Tabulary 2.0', anchor: null, text: 'Body', code: [] },
    ]);
  });

  it('decodes character references and separates words across block tags', () => {
    const html =
      '<h1>&lt;Legend&gt;</h1><p>don&#x27;t &amp; won&#39;t&nbsp;stop</p><p>next</p><br>line';
    expect(extractSections(html)).toEqual([
      {
        level: 1,
        heading: '<Legend>',
        anchor: null,
        text: "don't & won't stop next line",
        code: [],
      },
    ]);
  });

  it('keeps text before the first heading in a title-less section', () => {
    expect(extractSections('<p>Lead</p><h2 id="a">A</h2>')).toEqual([
      { level: 1, heading: null, anchor: null, text: 'Lead', code: [] },
      { level: 2, heading: 'A', anchor: 'a', text: '', code: [] },
    ]);
  });
});

describe('code blocks', () => {
  it("keeps the text of codeTags elements as the section's code, line breaks included", () => {
    const html =
      '<main><h1>Fade</h1><p>Use the opacity prop.</p><pre><code><span>const a = 1;</span>\n<span>a &lt; 2;</span></code></pre><aside class="note"><p>Note text.</p></aside><h2 id="x">X</h2><pre>only code</pre></main>';
    expect(extractSections(html, { codeTags: ['pre'], skipTags: ['nav'] })).toEqual([
      {
        level: 1,
        heading: 'Fade',
        anchor: null,
        text: 'Use the opacity prop. Note text.',
        code: ['const a = 1;\na < 2;'],
      },
      { level: 2, heading: 'X', anchor: 'x', text: '', code: ['only code'] },
    ]);
    expect(extractSections(html)[0]!.code).toEqual([]);
  });
});
