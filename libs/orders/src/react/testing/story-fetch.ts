// Story helper (not exported from the package): a transport that answers story fixtures by
// path, so stories run without a sandbox. Anything not listed answers 404.
import type { HttpFetch } from '@storefront/http';

/** One fixture: a method, a path pattern and the answer (a body, or a Response). */
export type StoryRoute = [method: string, path: RegExp, answer: (request: Request) => unknown];

/** A transport answering `routes` (the first that matches wins). */
export function storyFetch(routes: StoryRoute[]): HttpFetch {
  return async (request) => {
    const { pathname } = new URL(request.url);
    for (const [method, path, answer] of routes) {
      if (request.method === method && path.test(pathname)) {
        const body: unknown = await answer(request);
        return body instanceof Response ? body : Response.json(body);
      }
    }
    return Response.json({ title: 'NotFound', detail: 'No story fixture' }, { status: 404 });
  };
}
