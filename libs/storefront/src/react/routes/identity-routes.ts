import type { StoreRoute } from './store-route';

// Sign-in pages (identity capability).

/** `/login` */
export const loginRoute: StoreRoute = {
  id: 'login',
  path: '/login',
  lazy: () => import('../pages/planned/identity').then((m) => ({ Component: m.LoginPage })),
  nav: {
    area: 'account',
    order: 10,
    feature: 'loginIcon',
    audience: 'signedOut',
    label: { en: 'Log In', de: 'Anmelden' },
  },
};

/** `/lost-password` */
export const lostPasswordRoute: StoreRoute = {
  id: 'lost-password',
  path: '/lost-password',
  lazy: () => import('../pages/planned/identity').then((m) => ({ Component: m.LostPasswordPage })),
};

/** `/reset` */
export const resetPasswordRoute: StoreRoute = {
  id: 'reset',
  path: '/reset',
  lazy: () => import('../pages/planned/identity').then((m) => ({ Component: m.ResetPasswordPage })),
};
