import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const RouteErrorView = lazy(() => import('./route-error-view').then((m) => ({ default: m.RouteErrorView })));

/** Error boundary of every route; the view loads on demand (keeps the initial bundle small). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // A 404 from a loader (unknown path or slug, deleted post) shows the not-found page.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <RouteErrorView error={error} />
    </Suspense>
  );
}
