import { describe, expect, it, vi } from 'vitest';
import type { CloudFacts } from '../../src/docs-facts/cloud-facts.js';
import { CLOUD_FACTS_ID, cloudFacts, readCloudFacts } from './index.js';

type Hook = (id: string) => unknown;
const hooks = (plugin: ReturnType<typeof cloudFacts>) => ({
  resolveId: plugin.resolveId as unknown as Hook,
  load: plugin.load as unknown as Hook,
});

/** Evaluates a module's code the way a bundle would, without a bundler. */
const evaluate = async (code: string) =>
  ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: unknown })
    .default;

describe('the cloudFacts() Vite plugin', () => {
  it('serves virtual:cloud-facts and nothing else', () => {
    const { resolveId, load } = hooks(cloudFacts(async () => ({}) as CloudFacts));
    expect(resolveId(CLOUD_FACTS_ID)).toBe(`\0${CLOUD_FACTS_ID}`);
    expect(resolveId('./other')).toBeNull();
    expect(load('/src/x.ts')).toBeNull();
  });

  it('loads a JSON-only module equal to the facts read from the packages', async () => {
    const { load } = hooks(cloudFacts());
    const code = (await load(`\0${CLOUD_FACTS_ID}`)) as string;
    // No import or require: nothing of the packages (or the AWS SDK) can follow into a bundle.
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
    expect(code.length).toBeLessThan(100_000);
    expect(await evaluate(code)).toEqual(await readCloudFacts());
  });

  it('reads the packages once for the client and the server build alike', async () => {
    const read = vi.fn(async () => ({ lambda: { version: 'x' } }) as unknown as CloudFacts);
    const { load } = hooks(cloudFacts(read));
    const [a, b] = await Promise.all([load(`\0${CLOUD_FACTS_ID}`), load(`\0${CLOUD_FACTS_ID}`)]);
    expect(a).toBe(b);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
