import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFences, fencesOf, typeCheckFences } from '../fences.js';
import { contentDir, rootDir } from '../paths.js';

const mdxFiles = readdirSync(contentDir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
  .map((e) => join(e.parentPath, e.name));

describe('code fences', () => {
  it('extracts ts/tsx fences with their title and no-check marker', () => {
    const fences = extractFences(
      'x.mdx',
      '```tsx title="src/A.tsx"\nconst a = 1;\n```\n\n```ts no-check\nnope(\n```\n\n```bash\nls\n```\n',
    );
    expect(fences.map((f) => [f.lang, f.title, f.skip])).toEqual([
      ['tsx', 'src/A.tsx', false],
      ['ts', undefined, true],
    ]);
  });

  it('finds a type error in a fence', () => {
    const report = typeCheckFences(
      extractFences(
        'bad.mdx',
        "```ts\nimport { interpolate } from 'remotion';\nconst x: string = interpolate(1, [0, 1], [0, 1]);\n```\n",
      ),
      rootDir,
    );
    expect(report.errors.join('\n')).toMatch(
      /bad\.mdx \(fence 1, line 2\): Type 'number' is not assignable to type 'string'/,
    );
  });

  it(
    'every ts/tsx fence in content compiles against the installed packages',
    { timeout: 120_000 },
    () => {
      const report = typeCheckFences(fencesOf(contentDir, mdxFiles), rootDir);
      expect(report.errors).toEqual([]);
      expect(report.checked).toBeGreaterThan(80);
    },
  );
});

describe('fences and the versions table', () => {
  it('refuses a fence importing a toolkit package the versions table does not pin', () => {
    const report = typeCheckFences(
      extractFences('x.mdx', "```ts\nimport {x} from '@remotion/not-a-package';\n```\n"),
      rootDir,
    );
    expect(report.errors).toEqual([
      'x.mdx (fence 1): imports @remotion/not-a-package, which content/package-versions.ts does not pin',
    ]);
  });

  it('checks fences against the packages installed apart: zod 3.22.3, @remotion/zod-types, @remotion/skia', () => {
    const report = typeCheckFences(
      extractFences(
        'apart.mdx',
        [
          '```ts',
          "import { z } from 'zod';",
          "import { zColor } from '@remotion/zod-types';",
          '// ZodEffects exists in Zod 3 only',
          'const color: z.ZodEffects<z.ZodString, string, string> = zColor();',
          'const n: number = color.parse("#fff");',
          '```',
          '',
          '```tsx',
          "import { SkiaCanvas } from '@remotion/skia';",
          'export const A = () => <SkiaCanvas width="wide" height={1} />;',
          '```',
          '',
        ].join('\n'),
      ),
      rootDir,
    );
    expect(report.errors).toEqual([
      expect.stringMatching(
        /^apart\.mdx \(fence 1, line 5\): Type 'string' is not assignable to type 'number'/,
      ),
      expect.stringMatching(
        /^apart\.mdx \(fence 2, line 2\): Type 'string' is not assignable to type 'number'/,
      ),
    ]);
  });
});
