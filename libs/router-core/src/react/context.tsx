import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Router, RouterState } from '../core/router.js';

const RouterContext = createContext<Router<unknown> | null>(null);

/** Makes `router` available to `useRouter`, `useRouterState` and `Link`. */
export function RouterProvider<M>({
  router,
  children,
}: {
  router: Router<M>;
  children: ReactNode;
}) {
  return (
    <RouterContext value={router as Router<unknown>}>
      {children}
      <RenderedNotifier router={router as Router<unknown>} />
    </RouterContext>
  );
}

/** The router; throws outside a RouterProvider. */
export function useRouter<M = unknown>(): Router<M> {
  const router = use(RouterContext);
  if (!router) throw new Error('useRouter() was called outside of <RouterProvider>.');
  return router as Router<M>;
}

/** Subscribes to a slice of the router state. */
export function useRouterState<M = unknown, T = RouterState<M>>(
  select: (state: RouterState<M>) => T = (s) => s as unknown as T,
): T {
  const router = useRouter<M>();
  const get = () => select(router.getState());
  return useSyncExternalStore(router.subscribe, get, get);
}

/** Tells the router a committed location has rendered (so scroll and `rendered` listeners run after paint-ready DOM). */
function RenderedNotifier({ router }: { router: Router<unknown> }) {
  const key = useSyncExternalStore(
    router.subscribe,
    () => router.getState().location.key,
    () => router.getState().location.key,
  );
  useEffect(() => {
    router.notifyRendered();
  }, [router, key]);
  return null;
}
