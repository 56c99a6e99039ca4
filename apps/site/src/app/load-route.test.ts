import { expect, it } from 'vitest';
import { checkRouteModule } from './load-route';
import type { RouteModule } from './route-module';

it('rejects a page module without a default export with the spec message', () => {
  expect(() => checkRouteModule('/docs/x', {} as RouteModule)).toThrow(
    "The page component at /docs/x doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.",
  );
});
