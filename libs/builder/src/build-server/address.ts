/**
 * Where a site's build server listens, and whether `sitekit build` goes through one. A server
 * serves one site (its config file) and one environment: a build asked for with other
 * variables gets a new server, since a config may read them when it is imported.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where one site's server listens, says who it is, and writes its own output. */
export interface ServerAddress {
  /** The Unix socket it accepts builds on. */
  socket: string;
  /** JSON `{ pid, key }` of the server listening there. */
  state: string;
  /** Its output outside builds (a crash, for instance). */
  log: string;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Paths in the system's temporary folder: a socket's path must stay short (104 bytes). */
export function serverAddress(configFile: string): ServerAddress {
  const base = join(tmpdir(), `sitekit-build-${hash(configFile).slice(0, 16)}`);
  return { socket: `${base}.sock`, state: `${base}.json`, log: `${base}.log` };
}

/** Variables that differ from one shell or npm script to the next without changing a build. */
const VOLATILE =
  /^(npm_|_$|PWD$|OLDPWD$|SHLVL$|INIT_CWD$|TERM|COLORTERM$|COLUMNS$|LINES$|SSH_|TMUX|STY$|WINDOWID$|DISPLAY$|XDG_SESSION|LS_COLORS$|PS1$|HIST|SITEKIT_BUILD_SERVER$)/;

/**
 * What a server must share with the build asked of it: the Node binary and flags, the config
 * file and every variable but the volatile ones.
 */
export function serverKey(
  configFile: string,
  env: NodeJS.ProcessEnv,
  execArgv: readonly string[],
): string {
  const vars = Object.entries(env)
    .filter(([name, value]) => value !== undefined && !VOLATILE.test(name))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return hash(JSON.stringify([process.execPath, process.version, execArgv, configFile, vars]));
}

/**
 * Whether `sitekit build` uses a build server: yes by default on a writer's machine; not on CI
 * (`CI` set), not with `--no-server` or `SITEKIT_BUILD_SERVER=0`, not on Windows (no Unix
 * sockets); `SITEKIT_BUILD_SERVER=1` asks for one even on CI.
 */
export function usesBuildServer(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  if (argv.includes('--no-server') || process.platform === 'win32') return false;
  const asked = env['SITEKIT_BUILD_SERVER'];
  if (asked === '0' || asked === 'false') return false;
  if (asked === '1' || asked === 'true') return true;
  const ci = env['CI'];
  return !ci || ci === '0' || ci === 'false';
}
