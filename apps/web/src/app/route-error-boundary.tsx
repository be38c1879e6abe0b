import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';

const RouteErrorView = lazy(() => import('./route-error-view').then((m) => ({ default: m.RouteErrorView })));

/** Error boundary of every route; the view loads on demand (keeps the initial bundle small). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <RouteErrorView error={error} />
    </Suspense>
  );
}
