import type { StoreRoute } from './store-route';

/** `/`: the brand's home page. Every app composes it. */
export const homeRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'home',
  path: '/',
  lazy: () => import('../pages/home-page').then((m) => ({ Component: m.HomePage })),
};

/** `/not-found`: the not-found page; unknown paths render it too. */
export const notFoundRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'not-found',
  path: '/not-found',
  lazy: () => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};
