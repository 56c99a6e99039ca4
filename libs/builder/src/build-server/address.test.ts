import { expect, it } from 'vitest';
import { serverAddress, serverKey, usesBuildServer } from './address.js';

it('uses a server on a writer’s machine, not on CI, unless asked', () => {
  expect(usesBuildServer([], {})).toBe(process.platform !== 'win32');
  expect(usesBuildServer([], { CI: 'true' })).toBe(false);
  expect(usesBuildServer([], { CI: 'true', SITEKIT_BUILD_SERVER: '1' })).toBe(
    process.platform !== 'win32',
  );
  expect(usesBuildServer([], { SITEKIT_BUILD_SERVER: '0' })).toBe(false);
  expect(usesBuildServer(['--no-server'], {})).toBe(false);
});

it('keys a server by config and environment, not by what differs between shells', () => {
  const key = (env: NodeJS.ProcessEnv, config = '/site/sitekit.config.ts') =>
    serverKey(config, env, ['--conditions=x']);
  const base = { HOME: '/home/w', SITEKIT_OUT_DIR: '/out' };
  expect(key({ ...base, PWD: '/a', npm_lifecycle_event: 'build', SHLVL: '2' })).toBe(key(base));
  expect(key({ ...base, SITEKIT_OUT_DIR: '/elsewhere' })).not.toBe(key(base));
  expect(key(base, '/other/sitekit.config.ts')).not.toBe(key(base));
});

it('names a short socket per config file', () => {
  const a = serverAddress('/a/very/long/path/to/a/site/that/goes/on/sitekit.config.ts');
  expect(a.socket.length).toBeLessThan(104);
  expect(serverAddress('/b/sitekit.config.ts').socket).not.toBe(a.socket);
});
