export type { RouteModule } from '@sitekit/theme';
