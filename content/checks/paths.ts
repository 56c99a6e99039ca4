import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Repository root. */
export const rootDir = resolve(here, '../..');
/** Authored content. */
export const contentDir = resolve(here, '..');
