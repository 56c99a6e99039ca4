import { createRouteLoader } from '@sitekit/theme/app';

/** Every page's module, through the generated manifest (imported on first use). */
export const routes = createRouteLoader(() => import('../../.generated/manifest'));
