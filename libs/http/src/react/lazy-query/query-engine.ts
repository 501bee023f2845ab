// The parts of TanStack Query's core that the lazy hooks drive, in a module of their own: it is
// imported when a hook first needs a query engine (a fetch, a refetch, a query the server did
// not hand over), never by a page's first load.
export { hydrate, MutationObserver, notifyManager, QueryObserver } from '@tanstack/react-query';
