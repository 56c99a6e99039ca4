import { use } from 'react';
import type { CloudFacts } from './cloud-facts';

let facts: CloudFacts | undefined;
let loading: Promise<CloudFacts> | undefined;

/**
 * Loads the facts' chunk once. Pages that show no facts never load it; the prerenderer
 * awaits it before rendering, so the HTML carries the facts and hydration finds them equal.
 */
export function loadCloudFacts(): Promise<CloudFacts> {
  return (loading ??= import('virtual:cloud-facts').then((m) => (facts = m.default)));
}

/** The facts; suspends (inside the component's own boundary) until their chunk is there. */
export function useCloudFacts(): CloudFacts {
  return facts ?? use(loadCloudFacts());
}
