/**
 * Packs each released library (nx.json `release.projects`) as npm would publish it,
 * installs the tarballs into a clean temporary folder and uses them from there, the way
 * a site outside this repo would — without the `@sitekit/source` condition:
 *
 * 1. every `exports` target is in the tarball, and nothing else but README, LICENSE,
 *    package.json and dist (no sources, tests, stories or fixtures);
 * 2. the tarballs install together (`@sitekit/*` dependencies met by the tarballs, not
 *    the registry) next to React;
 * 3. every JavaScript entry imports in plain Node; entries that must work without React
 *    (all but `./react` where React is an optional peer or absent, and the theme's
 *    `./head`) are imported with React forbidden; a UI entry that imports its CSS is
 *    imported with CSS stubbed; CSS entries resolve to a file;
 * 4. a consumer importing every entry, plus each README's `## Example` code blocks,
 *    type-checks against the published `.d.ts` files, with `bundler` and `nodenext`
 *    module resolution; each README's `## Public API` names every export and no other;
 * 5. the example site (apps/example-docs) builds with the installed `sitekit` command: every
 *    page prerendered, with its Markdown twin, llms.txt and the search index.
 *
 * Needs the libraries built first: `npx nx run-many -t build -p <projects>`.
 * Run: `node tools/pack-install.test.mjs [--keep]` (`--keep` leaves the temporary folder).
 * Network: only the npm registry, for the packages npm's cache lacks (`--prefer-offline`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const started = Date.now();
const failures = [];
const fail = (message) => {
  failures.push(message);
  console.log(`  FAIL ${message}`);
};
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootVersion = (name) => readJson(join(root, 'node_modules', name, 'package.json')).version;

/**
 * Export targets npm consumers see: every condition but the workspace's source one. A
 * pattern export (`./docusaurus/*`) stands for one entry per module its source folder holds;
 * its README heading is the pattern with `<Name>` for the star.
 */
function exportTargets(pkg, dir) {
  return Object.entries(pkg.exports).flatMap(([subpath, conditions]) => {
    const targets = Object.fromEntries(
      Object.entries(conditions).filter(([condition]) => condition !== '@sitekit/source'),
    );
    const spec = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
    const isCss = Object.values(targets).every((t) => t.endsWith('.css'));
    if (!subpath.includes('*')) return [{ subpath, spec, targets, isCss, readmeSpec: spec }];
    const source = conditions['@sitekit/source'];
    const [before, after] = source.split('*');
    const names = readdirSync(join(dir, dirname(before)))
      .map((file) => `./${join(dirname(before), file)}`)
      .filter((file) => file.startsWith(before) && file.endsWith(after) && !/\.test\./.test(file))
      .map((file) => file.slice(before.length, file.length - after.length));
    return names.map((name) => ({
      subpath: subpath.replace('*', name),
      spec: spec.replace('*', name),
      targets: Object.fromEntries(
        Object.entries(targets).map(([c, t]) => [c, t.replace('*', name)]),
      ),
      isCss,
      readmeSpec: spec.replace('*', '<Name>'),
      // Each module's default export is what the pattern's README section describes.
      pattern: true,
    }));
  });
}

/**
 * Each README's "## Public API" names every export of the published declarations (a
 * `### \`entry\`` heading per entry), and lists no name the package does not export.
 */
function checkReadmeApi(ts, program) {
  const checker = program.getTypeChecker();
  const entriesFile = program.getSourceFiles().find((f) => f.fileName.endsWith('/src/entries.ts'));
  const exportsOf = new Map();
  for (const statement of entriesFile.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    const names = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((s) => s.name) : [];
    exportsOf.set(statement.moduleSpecifier.text, names);
  }
  for (const lib of libs) {
    const readme = readFileSync(join(lib.dir, 'README.md'), 'utf8');
    const api = readme.split(/^## /m).find((s) => /^Public API\b/.test(s)) ?? '';
    const identifier = (span) => /^[A-Za-z_$][\w$]*/.exec(span)?.[0];
    const documented = new Set([...api.matchAll(/`([^`]+)`/g)].map((m) => identifier(m[1])));
    const exported = new Set();
    for (const entry of lib.entries) {
      const heading = entry.readmeSpec.replace(/[<>*]/g, (c) => `\\${c}`);
      if (!new RegExp(`^### \`${heading}\``, 'm').test(api))
        fail(`${lib.pkg.name} README: no "### \`${entry.readmeSpec}\`" under "## Public API"`);
      for (const name of exportsOf.get(entry.spec) ?? []) {
        if (entry.pattern && name === 'default') continue;
        exported.add(name);
        if (!documented.has(name))
          fail(`${lib.pkg.name} README does not document ${entry.spec}: ${name}`);
      }
    }
    for (const line of api.split('\n').filter((l) => l.startsWith('- '))) {
      const listed = line.slice(2).split(' — ')[0];
      for (const [, span] of listed.matchAll(/`([^`]+)`/g)) {
        const name = identifier(span);
        if (name && !exported.has(name))
          fail(`${lib.pkg.name} README lists ${name}, which no entry exports`);
      }
    }
  }
}

const forbiddenInTarball = [
  /^(src|tests?|stories|fixtures|__tests__)\//,
  /\/(stories|fixtures|__tests__|tests?)\//,
  /\.(test|spec|stories)\.[cm]?[jt]sx?$/,
  /(^|\/)(tsconfig[^/]*\.json|project\.json|vitest\.config\.[cm]?ts|INTERNALS\.md)$/,
  /\.tsbuildinfo$/,
];

// ---------------------------------------------------------------------------------------
const projects = readJson(join(root, 'nx.json')).release?.projects;
if (!Array.isArray(projects) || projects.length === 0)
  throw new Error('nx.json has no release.projects list.');
const libs = projects.map((project) => {
  const dir = join(root, 'libs', project);
  if (readJson(join(dir, 'project.json')).name !== project)
    throw new Error(`libs/${project}/project.json does not name the project "${project}".`);
  const pkg = readJson(join(dir, 'package.json'));
  return { project, dir, pkg, entries: exportTargets(pkg, dir) };
});

console.log(`pack-install: ${libs.map((l) => l.pkg.name).join(', ')}`);
const missingBuild = libs.flatMap(({ dir, entries }) =>
  entries.flatMap(({ targets }) =>
    Object.values(targets)
      .filter((t) => !existsSync(join(dir, t)))
      .map((t) => relative(root, join(dir, t))),
  ),
);
if (missingBuild.length) {
  console.error(
    `Not built: ${missingBuild.join(', ')}\nRun: npx nx run-many -t build -p ${projects.join(',')}`,
  );
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'sitekit-pack-'));
const tarballDir = join(work, 'tarballs');
const consumer = join(work, 'consumer');
mkdirSync(tarballDir);
mkdirSync(join(consumer, 'src'), { recursive: true });

try {
  // 1. Pack, and check what is in each tarball.
  console.log('\n1. npm pack');
  for (const lib of libs) {
    const [report] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', tarballDir], {
        cwd: lib.dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    lib.tarball = join(tarballDir, report.filename);
    const files = new Set(report.files.map((f) => f.path));
    const bad = [...files].filter((f) => forbiddenInTarball.some((re) => re.test(f)));
    // Besides dist: the package's own files and the executables it declares (`bin`).
    const bins = Object.values(lib.pkg.bin ?? {}).map((b) => b.replace(/^\.\//, ''));
    const outside = [...files].filter(
      (f) =>
        !f.startsWith('dist/') && ![...bins, 'package.json', 'README.md', 'LICENSE'].includes(f),
    );
    const required = [
      'package.json',
      'README.md',
      'LICENSE',
      ...lib.entries.flatMap((e) => Object.values(e.targets).map((t) => t.replace(/^\.\//, ''))),
    ];
    const absent = required.filter((f) => !files.has(f));
    console.log(`  ${report.filename}: ${files.size} files, ${report.size} bytes`);
    if (bad.length) fail(`${lib.pkg.name} packs sources, tests or fixtures: ${bad.join(', ')}`);
    if (outside.length) fail(`${lib.pkg.name} packs files outside dist: ${outside.join(', ')}`);
    if (absent.length) fail(`${lib.pkg.name} lacks in its tarball: ${absent.join(', ')}`);
  }

  // 2. Install the tarballs together, with React, into a clean folder.
  console.log('\n2. npm install (clean folder)');
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'sitekit-pack-consumer', private: true, type: 'module' }, null, 2),
  );
  // React for the UI entries; Vite and its React plugin for building the example site;
  // TypeScript (the builder's optional peer) and Node's types for its twoslash samples.
  const extras = [
    'react',
    'react-dom',
    '@types/react',
    '@types/react-dom',
    'vite',
    '@vitejs/plugin-react',
    'typescript',
    '@types/node',
  ].map((name) => `${name}@${rootVersion(name)}`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      ...libs.map((l) => l.tarball),
      ...extras,
    ],
    { cwd: consumer, encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`npm install failed:\n${install.stderr}`);
  console.log(`  ${install.stdout.trim().split('\n').at(-1)}`);
  // The @sitekit/* dependencies must be the tarballs, not a registry copy nested below.
  const lock = readJson(join(consumer, 'package-lock.json'));
  for (const [path, node] of Object.entries(lock.packages)) {
    if (!/node_modules\/@sitekit\//.test(path)) continue;
    const name = path.slice(path.lastIndexOf('@sitekit/'));
    const ours = libs.find((l) => l.pkg.name === name);
    if (path !== `node_modules/${name}`) fail(`${name} installed again at ${path}`);
    else if (!ours || !node.resolved?.startsWith('file:'))
      fail(`${name} did not come from its tarball (${node.resolved})`);
  }

  // 3. Import every entry from plain Node.
  console.log('\n3. import from Node');
  writeFileSync(
    join(consumer, 'hooks.mjs'),
    [
      '// SK_FORBID_REACT: resolving react fails; SK_STUB_CSS: CSS files load as empty modules.',
      'export async function resolve(specifier, context, next) {',
      '  if (process.env.SK_FORBID_REACT && /^react(-dom)?(\\/|$)/.test(specifier))',
      '    throw new Error(`imports ${specifier} (from ${context.parentURL})`);',
      '  return next(specifier, context);',
      '}',
      'export async function load(url, context, next) {',
      "  if (process.env.SK_STUB_CSS && url.endsWith('.css'))",
      "    return { format: 'module', source: '', shortCircuit: true };",
      '  return next(url, context);',
      '}',
    ].join('\n'),
  );
  writeFileSync(
    join(consumer, 'register.mjs'),
    "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n",
  );
  const importIn = (spec, env) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        './register.mjs',
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(spec)}); console.log(Object.keys(m).length);`,
      ],
      { cwd: consumer, encoding: 'utf8', env: { ...process.env, ...env } },
    );
  for (const lib of libs) {
    const react = lib.pkg.peerDependencies?.react;
    const reactOptional = !react || lib.pkg.peerDependenciesMeta?.react?.optional === true;
    for (const entry of lib.entries) {
      if (entry.isCss) {
        const resolved = spawnSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `console.log(import.meta.resolve(${JSON.stringify(entry.spec)}))`,
          ],
          { cwd: consumer, encoding: 'utf8' },
        );
        const file = resolved.stdout.trim();
        if (resolved.status !== 0 || !existsSync(fileURLToPath(file)))
          fail(`${entry.spec} does not resolve to a file: ${resolved.stderr.trim()}`);
        else console.log(`  ${entry.spec}: CSS file`);
        continue;
      }
      const reactFree =
        (reactOptional && entry.subpath !== './react') || entry.spec === '@sitekit/theme/head';
      let run = importIn(entry.spec, reactFree ? { SK_FORBID_REACT: '1' } : {});
      let note = reactFree ? 'without React' : 'with React';
      if (run.status !== 0 && !reactFree && /ERR_UNKNOWN_FILE_EXTENSION.*\.css/s.test(run.stderr)) {
        // A UI entry importing its stylesheet: for bundlers only; its JavaScript must still load.
        run = importIn(entry.spec, { SK_STUB_CSS: '1' });
        note += ', imports CSS (bundlers)';
      }
      if (run.status !== 0)
        fail(
          `import ${entry.spec} (${note}):\n${run.stderr.trim().split('\n').slice(0, 6).join('\n')}`,
        );
      else console.log(`  ${entry.spec}: ${run.stdout.trim()} exports (${note})`);
    }
  }

  // 4. Type-check a consumer of every entry and the READMEs' examples.
  console.log('\n4. type-check');
  const jsEntries = libs.flatMap((l) => l.entries.filter((e) => !e.isCss));
  writeFileSync(
    join(consumer, 'src', 'entries.ts'),
    [
      ...jsEntries.map((e, i) => `import * as entry${i} from '${e.spec}';`),
      `export const entries = [${jsEntries.map((_, i) => `entry${i}`).join(', ')}];`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(consumer, 'src', 'css.d.ts'), "declare module '*.css';\n");
  const examples = [join(consumer, 'src', 'entries.ts')];
  for (const lib of libs) {
    const readme = readFileSync(join(lib.dir, 'README.md'), 'utf8');
    const section = readme.split(/^## /m).find((s) => /^Example\b/.test(s)) ?? '';
    const blocks = [...section.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)];
    if (!blocks.length) fail(`${lib.pkg.name} README has no ts/tsx block under "## Example"`);
    blocks.forEach(([, lang, code], i) => {
      const file = join(consumer, 'src', `readme-${lib.project}-${i + 1}.${lang}`);
      writeFileSync(file, code.includes('export ') ? code : `${code}\nexport {};\n`);
      examples.push(file);
    });
  }
  const require = createRequire(join(root, 'package.json'));
  const ts = require('typescript');
  for (const resolution of ['Bundler', 'NodeNext']) {
    const program = ts.createProgram([...examples, join(consumer, 'src', 'css.d.ts')], {
      strict: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
      isolatedModules: true,
      noEmit: true,
      skipLibCheck: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind[resolution === 'Bundler' ? 'ESNext' : 'NodeNext'],
      moduleResolution: ts.ModuleResolutionKind[resolution],
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
    });
    // Our files and our packages' declarations; third-party declarations are not ours to fix.
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .filter(
        (d) =>
          !d.file ||
          !d.file.fileName.includes('/node_modules/') ||
          d.file.fileName.includes('/node_modules/@sitekit/'),
      );
    const text = ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => consumer,
      getNewLine: () => '\n',
    });
    if (diagnostics.length) fail(`type errors with moduleResolution ${resolution}:\n${text}`);
    else console.log(`  moduleResolution ${resolution}: ${examples.length} files, no errors`);
    if (resolution === 'Bundler') checkReadmeApi(ts, program);
  }

  // 5. Build the example site with the published builder.
  console.log('\n5. build apps/example-docs from the tarballs');
  const exampleSource = join(root, 'apps/example-docs');
  const example = join(consumer, 'example-docs');
  const generated =
    /[\\/](node_modules|dist|dist\.previous|dist\.staging|\.cache|\.generated|e2e)([\\/]|$)/;
  cpSync(exampleSource, example, {
    recursive: true,
    filter: (path) => !generated.test(relative(exampleSource, path).replace(/^/, '/')),
  });
  // Its tsconfig extends the repository's; the copy stands alone.
  writeFileSync(
    join(example, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
      },
    }),
  );
  const sitekit = join(consumer, 'node_modules/@sitekit/builder/bin/sitekit.mjs');
  const built = spawnSync(process.execPath, [sitekit, 'build'], {
    cwd: example,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // Off CI the build went through a build server: stopped, not left running for 15 minutes.
  spawnSync(process.execPath, [sitekit, 'stop'], { cwd: example });
  const out = join(example, 'dist');
  const pages = /Built (\d+) pages/.exec(built.stdout)?.[1];
  if (built.status !== 0)
    fail(
      `sitekit build exited with ${built.status}:\n${(built.stderr || built.stdout).trim().split('\n').slice(-15).join('\n')}`,
    );
  else {
    const expected = [
      'index.html',
      '404.html',
      'docs/quick-start/index.html',
      'docs/quick-start.md',
      'llms.txt',
      'llms-full.txt',
      'sitemap.xml',
    ];
    const missing = expected.filter((f) => !existsSync(join(out, f)));
    if (missing.length) fail(`the example build lacks ${missing.join(', ')}`);
    else if (
      !readFileSync(join(out, 'docs/quick-start/index.html'), 'utf8').includes('sk-admonition')
    )
      fail('the example page has no admonition: its MDX went through another pipeline');
    else console.log(`  built ${pages} pages with @sitekit/builder from its tarball`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length || keep) console.log(`\nkept ${work}`);
  else rmSync(work, { recursive: true, force: true });
  console.log(
    failures.length
      ? `\npack-install: ${failures.length} failure(s) (${seconds} s)`
      : `\npack-install: ok (${seconds} s)`,
  );
  process.exitCode = failures.length ? 1 : 0;
}
