import { Fragment, type ComponentType } from 'react';
import { useMdxComponents } from '@sitekit/theme';
import type { CodeBlock } from '@sitekit/theme/mdx';

/**
 * Unhighlighted text (a command's output) in the site's code block, with its copy button;
 * the markup of a `text` fence.
 */
export function PlainCode({ code, title }: { code: string; title?: string }) {
  const Block = useMdxComponents()['CodeBlock'] as ComponentType<Parameters<typeof CodeBlock>[0]>;
  return (
    <Block code={code} language="text" {...(title ? { title } : {})}>
      <pre className="shiki">
        <code>
          {code.split('\n').map((line, i) => (
            <Fragment key={i}>
              {i > 0 && '\n'}
              <span className="line">{line}</span>
            </Fragment>
          ))}
        </code>
      </pre>
    </Block>
  );
}
