import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TWOSLASH_CLASS } from '../../head/vocabulary.js';
import { CodeBlock } from './index.js';

/** Light and dark token colours, as the build-time highlighter writes them. */
const colors = {
  text: ['#0e1116', '#e1e4e8'],
  comment: ['#66707b', '#6a737d'],
  command: ['#622cbc', '#b392f0'],
  argument: ['#032563', '#9ecbff'],
  flag: ['#023b95', '#79b8ff'],
} as const;

function Token({ kind, children }: { kind: keyof typeof colors; children: string }) {
  const [light, dark] = colors[kind];
  return <span style={{ color: light, '--shiki-dark': dark } as CSSProperties}>{children}</span>;
}

const code = [
  '# Build the site into ./build',
  'npm run build',
  '',
  '# Preview the production build',
  'npx serve build --listen 3000',
].join('\n');

/** The highlighted markup the build puts inside a code block (the last line is highlighted). */
const highlighted = (
  <pre
    className="shiki shiki-themes"
    style={
      {
        backgroundColor: '#ffffff',
        color: colors.text[0],
        '--shiki-dark-bg': '#24292e',
        '--shiki-dark': colors.text[1],
      } as CSSProperties
    }
  >
    <code>
      <span className="line">
        <Token kind="comment"># Build the site into ./build</Token>
      </span>
      {'\n'}
      <span className="line">
        <Token kind="command">npm</Token>
        <Token kind="argument"> run build</Token>
      </span>
      {'\n'}
      <span className="line" />
      {'\n'}
      <span className="line">
        <Token kind="comment"># Preview the production build</Token>
      </span>
      {'\n'}
      <span className="line sk-line-highlight">
        <Token kind="command">npx</Token>
        <Token kind="argument"> serve build</Token>
        <Token kind="flag"> --listen</Token>
        <Token kind="flag"> 3000</Token>
      </span>
    </code>
  </pre>
);

/** A titled, highlighted code block with its copy button (shown on hover or focus). */
const meta = {
  title: 'MDX/CodeBlock',
  component: CodeBlock,
  args: { title: 'Terminal', language: 'bash', code, children: highlighted },
  argTypes: { children: { control: false } },
  parameters: {
    design: {
      usage: 'Markdown code fences; the builder highlights them (see Builder output › MDX).',
      do: [
        'Give a fence a title when the file matters (`title="src/config.ts"`).',
        'Highlight the lines the text discusses (`{3-4}` or `// highlight-next-line`).',
      ],
      dont: ['Don’t wrap long lines: the block scrolls sideways, the page does not.'],
    },
  },
  decorators: [
    (Story) => (
      <div className="sk-container sk-markdown" style={{ maxWidth: 'var(--sk-content-width)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {};

/** Keyboard: the copy button is reachable with Tab and copies with Enter. */
export const CopyWithKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const copy = within(canvasElement).getByRole('button', { name: /copy/i });
    copy.focus();
    await expect(copy).toHaveFocus();
  },
};

/** A type-checked (`twoslash`) block: hover or Tab to a name to see its type. */
const typed = (
  <>
    <pre
      className="shiki shiki-themes"
      style={
        {
          backgroundColor: '#ffffff',
          color: colors.text[0],
          '--shiki-dark-bg': '#24292e',
          '--shiki-dark': colors.text[1],
        } as CSSProperties
      }
    >
      <code>
        <span className="line">
          <Token kind="command">const</Token>
          <Token kind="text"> </Token>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the build's markup */}
          <span className={TWOSLASH_CLASS.token} tabIndex={0} aria-describedby="story-type-0">
            <Token kind="flag">retries</Token>
          </span>
          <Token kind="text"> = </Token>
          <Token kind="flag">3</Token>
          <Token kind="text">;</Token>
        </span>
        <span className={TWOSLASH_CLASS.errorLine}>
          TS2322: Type &apos;string&apos; is not assignable to type &apos;number&apos;.
        </span>
      </code>
    </pre>
    <div className={TWOSLASH_CLASS.popups}>
      <div className={TWOSLASH_CLASS.popup} id="story-type-0" role="tooltip" hidden>
        <code className={TWOSLASH_CLASS.popupType}>
          <Token kind="command">const</Token>
          <Token kind="text"> retries: </Token>
          <Token kind="flag">3</Token>
        </code>
        <p className={TWOSLASH_CLASS.popupDocs}>How many times a failed request is sent again.</p>
      </div>
    </div>
  </>
);

/** A type-checked block; focus the name to see its type. */
export const TypeChecked: Story = {
  args: {
    title: 'retries.ts',
    language: 'ts',
    code: 'const retries = 3;',
    twoslash: true,
    children: typed,
  },
};
