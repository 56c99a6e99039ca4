import { resolve } from 'node:path';

/** Repository root (its package.json pins the toolkit packages). */
export const rootDir = resolve(import.meta.dirname, '../../..');
/** Authored content. */
export const contentDir = resolve(rootDir, 'content');
