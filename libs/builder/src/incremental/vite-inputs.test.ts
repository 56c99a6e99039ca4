import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { referencedByStyles } from './vite-inputs.js';

it('follows the local files stylesheets import and reference, transitively', () => {
  const dir = mkdtempSync(join(tmpdir(), 'styles-'));
  mkdirSync(join(dir, 'parts'));
  mkdirSync(join(dir, 'fonts'));
  writeFileSync(
    join(dir, 'site.css'),
    "@import './parts/a.css';\n@import url(\"./parts/b.css\");\n@import 'pkg/reset.css';\nbody { background: url(data:image/png;base64,AA) }",
  );
  writeFileSync(join(dir, 'parts/a.css'), '@font-face { src: url(../fonts/x.woff2?v=1) }');
  writeFileSync(join(dir, 'parts/b.css'), "p { background: url('./missing.png') }");
  writeFileSync(join(dir, 'fonts/x.woff2'), '');
  expect(referencedByStyles([join(dir, 'site.css'), join(dir, 'main.ts')]).sort()).toEqual(
    [join(dir, 'fonts/x.woff2'), join(dir, 'parts/a.css'), join(dir, 'parts/b.css')].sort(),
  );
});
