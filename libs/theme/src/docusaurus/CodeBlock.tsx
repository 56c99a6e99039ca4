import { Children, Fragment, type ComponentProps, type CSSProperties } from 'react';
import { LINE_NUMBERS_CLASS, LINE_NUMBERS_START_PROPERTY } from '../head/vocabulary.js';
import { CodeBlock as ThemeCodeBlock } from '../mdx/CodeBlock/index.js';

/** Docusaurus's `<CodeBlock>` props, or the build's (`code` and the highlighted `<pre>`). */
export type Props = Omit<ComponentProps<typeof ThemeCodeBlock>, 'code'> & {
  /** The source text; absent when the code is given as text children (Docusaurus). */
  code?: string;
  /** `language-x`, as Docusaurus also accepts. */
  className?: string;
  /** Number the lines, from a given number when one is given. */
  showLineNumbers?: boolean | number;
};

/**
 * `@theme/CodeBlock`. A page importing it also renders its code fences through it, so the
 * build's blocks pass straight to the theme's `CodeBlock`; a block written as
 * `<CodeBlock language="ts">{'…'}</CodeBlock>` shows its text unhighlighted (no highlighter
 * runs in the browser), with the theme's frame, title, line numbers and copy button.
 */
export default function CodeBlock({ children, className, showLineNumbers, ...props }: Props) {
  const language = props.language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1];
  if (props.code !== undefined)
    return (
      <ThemeCodeBlock {...props} code={props.code} language={language}>
        {children}
      </ThemeCodeBlock>
    );
  const text = Children.toArray(children)
    .filter((c) => typeof c === 'string' || typeof c === 'number')
    .join('')
    .replace(/\n$/, '');
  const numbered = Boolean(showLineNumbers) || Boolean(props.lineNumbers);
  const style =
    typeof showLineNumbers === 'number'
      ? ({ [LINE_NUMBERS_START_PROPERTY]: showLineNumbers - 1 } as CSSProperties)
      : undefined;
  return (
    <ThemeCodeBlock {...props} code={text} language={language} lineNumbers={numbered}>
      <pre className={numbered ? LINE_NUMBERS_CLASS : undefined} style={style}>
        <code>
          {text.split('\n').map((line, i) => (
            // Lines never reorder: the index is their identity. Breaks go between lines, as Shiki's.
            <Fragment key={i}>
              {i > 0 && '\n'}
              <span className="line">{line}</span>
            </Fragment>
          ))}
        </code>
      </pre>
    </ThemeCodeBlock>
  );
}
