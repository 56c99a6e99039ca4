import type { Plugin } from 'vite';
import type { CloudFacts } from '../../src/docs-facts/cloud-facts.js';
import { readCloudRunFacts } from './cloudrun.js';
import { readLambdaFacts } from './lambda.js';

/** Every fact the docs render from the pinned cloud packages. */
export async function readCloudFacts(): Promise<CloudFacts> {
  return { lambda: await readLambdaFacts(), cloudrun: readCloudRunFacts() };
}

/** The id pages' components import the facts by. */
export const CLOUD_FACTS_ID = 'virtual:cloud-facts';
const resolvedId = `\0${CLOUD_FACTS_ID}`;

/**
 * Vite plugin serving `virtual:cloud-facts`: the facts read in Node when the module is first
 * loaded, as a JSON-only module. Client and server builds each read the same installed
 * packages, so the prerendered HTML and the hydrating client agree; the packages themselves
 * never enter a bundle.
 */
export function cloudFacts(read: () => Promise<CloudFacts> = readCloudFacts): Plugin {
  let code: Promise<string> | undefined;
  return {
    name: 'sitekit:cloud-facts',
    resolveId: (id) => (id === CLOUD_FACTS_ID ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      code ??= read().then(
        (facts) => `export default JSON.parse(${JSON.stringify(JSON.stringify(facts))});\n`,
      );
      return code;
    },
  };
}
