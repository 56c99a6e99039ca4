import type { ComponentType } from 'react';
import { useMdxComponents } from '@sitekit/theme';
import type { CodeBlock } from '@sitekit/theme/mdx';
import { useCloudFacts } from '../load';
import { renderCodeTree } from '../_shared/code-tree';
import { withFacts } from '../_shared/with-facts';

export interface LambdaPolicyProps {
  /** `user`: `getUserPolicy()`; `role`: `getRolePolicy()`. */
  kind: 'user' | 'role';
  /** The code block's title. */
  title?: string;
}

function Policy({ kind, title }: LambdaPolicyProps) {
  const policy = useCloudFacts().lambda.policies[kind];
  // The same block code fences render in, so it looks and copies like them.
  const Block = useMdxComponents()['CodeBlock'] as ComponentType<Parameters<typeof CodeBlock>[0]>;
  return (
    <Block code={policy.json} language="json" {...(title ? { title } : {})}>
      {renderCodeTree(policy.highlighted)}
    </Block>
  );
}

/**
 * An IAM policy exactly as the pinned `@remotion/lambda` generates it, highlighted at build
 * time like a JSON fence.
 */
export const LambdaPolicy = withFacts(Policy, 'LambdaPolicy');
