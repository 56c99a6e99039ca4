/**
 * What twoslash costs (run on demand: `SK_TWOSLASH_COST=20 npx vitest run tests/twoslash-cost`):
 * compile times of a page of N samples, cold (TypeScript loading), warm (TypeScript loaded,
 * new samples), from the page cache (a warm build), against the same page without twoslash.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createMdxCompiler } from '../src/mdx/vite-plugin.js';

const count = Number(process.env['SK_TWOSLASH_COST'] ?? 0);
const page = (n: number, variant: string, meta: string) =>
  Array.from(
    { length: n },
    (_, i) => `\`\`\`tsx ${meta}
import { useMemo, useState } from 'react';
export const Fade${variant}${i} = ({ from }: { from: number }) => {
  const [step, setStep] = useState(from);
  const opacity = useMemo(() => Math.min(1, (step - from) / ${i + 10}), [step, from]);
  //    ^?
  return <div style={{ opacity }} onClick={() => setStep(step + 1)}>${variant} ${i}</div>;
};
\`\`\`
`,
  ).join('\n');

it.runIf(count > 0)(
  `prints the cost of ${count} twoslash samples`,
  async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'sk-twoslash-cost-'));
    const file = join(import.meta.dirname, 'fixtures/twoslash/cost.mdx');
    const time = async (source: string) => {
      const start = performance.now();
      await createMdxCompiler(cacheDir)(source, file);
      return performance.now() - start;
    };
    try {
      const plain = await time(page(count, 'P', ''));
      const cold = await time(page(count, 'A', 'twoslash'));
      const warm = await time(page(count, 'B', 'twoslash'));
      const cached = await time(page(count, 'A', 'twoslash'));
      const per = (ms: number) => `${ms.toFixed(0)} ms (${(ms / count).toFixed(1)} ms per fence)`;
      console.log(
        [
          `${count} fences, one page:`,
          `  without twoslash       ${per(plain)}`,
          `  twoslash, cold         ${per(cold)}`,
          `  twoslash, warm TS      ${per(warm)}`,
          `  from the page cache    ${per(cached)}`,
        ].join('\n'),
      );
      expect(cached).toBeLessThan(cold);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  },
  600_000,
);
