import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { variants } from '../../stories/fixtures.js';
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

export const LightDesktop: Story = variants.LightDesktop;
export const DarkDesktop: Story = variants.DarkDesktop;
export const LightMobile: Story = variants.LightMobile;
export const DarkMobile: Story = variants.DarkMobile;
