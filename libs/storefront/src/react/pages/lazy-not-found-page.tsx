import { lazy, Suspense } from 'react';

const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * The not-found page as a page shows it for a slug the services do not know: loaded when it
 * is shown, so the page's first load does not carry it. While it loads, a page the server
 * answered 404 keeps the server's HTML (React hydrates the Suspense boundary once it is in).
 *
 * @example
 * if (details === null) return <LazyNotFoundPage />;
 */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
