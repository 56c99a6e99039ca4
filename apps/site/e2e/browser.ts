import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export { baseUrl, launch, openPage, waitForHydration } from '../../../tools/e2e/browser';

/** Routes the build produced, with their page titles (written by the build next to dist). */
export function builtRoutes(): { path: string; title: string }[] {
  const report = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../.cache/build-report.json'), 'utf8'),
  ) as {
    routes: { path: string; title: string }[];
  };
  return report.routes;
}
