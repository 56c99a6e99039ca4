/** Copies a stylesheet into a lib's dist, inlining local `@import`s so the published file stands alone. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const inline = (file) =>
  readFileSync(file, 'utf8').replace(/@import\s+(?:url\()?['"](\.[^'"]+)['"]\)?\s*;/g, (_, rel) =>
    inline(resolve(dirname(file), rel)),
  );
const [from, to] = process.argv.slice(2);
mkdirSync(dirname(to), { recursive: true });
writeFileSync(to, inline(from));
