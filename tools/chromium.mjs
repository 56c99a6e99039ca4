/** How every tool here starts Debian Chromium: the browser tests, Lighthouse and screenshots. */
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Sandbox-free flags with no network beyond 127.0.0.1 (add the headless flag your launcher wants). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Finds Chromium (CHROME_PATH first); fails at once with the install command when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'Chromium was not found. Install it with `sudo apt-get install -y chromium` (Debian) or set CHROME_PATH to a Chromium binary.',
    );
  }
  return found;
}
