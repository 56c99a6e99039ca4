export { RouterProvider, useRouter, useRouterState } from './context.js';
export { Link, isInternalHref, type LinkProps } from './Link.js';
