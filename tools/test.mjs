/**
 * `npm test`: format check, lint, typecheck, unit tests, build, the libraries packed and
 * used from their tarballs (the example site built with them), Storybook and its browser
 * checks (interaction and visual), browser tests,
 * then the example site's browser tests — in that order, stopping at the first failure.
 * Prints a closing summary line.
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--outputStyle=stream']],
  ['typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=stream']],
  ['unit tests', 'npx', ['nx', 'run-many', '-t', 'test', '--outputStyle=stream']],
  ['build', 'npx', ['nx', 'run', 'site:build', '--outputStyle=stream']],
  [
    'library packages',
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      'content-model,router-core,search,assistant-bridge,theme,builder',
      '--outputStyle=stream',
    ],
  ],
  ['published tarballs', 'node', ['tools/pack-install.test.mjs']],
  ['storybook build', 'npx', ['nx', 'run', 'storybook:build-storybook', '--outputStyle=stream']],
  // Every story played in Chromium (keyboard paths), no console error, looks against the
  // committed baselines, every docs page and the Storybook UI opened.
  ['storybook tests', 'npx', ['nx', 'run', 'storybook:test-storybook', '--outputStyle=stream']],
  ['browser tests', 'npx', ['nx', 'run', 'site:e2e', '--outputStyle=stream']],
  ['example site', 'npx', ['nx', 'run', 'example-docs:e2e', '--outputStyle=stream']],
];

const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_DAEMON: process.env.NX_DAEMON ?? 'false',
};
let passed = 0;
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.status !== 0) {
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed++;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
