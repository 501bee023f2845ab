import type { StoreRoute } from './store-route';

// Sign-in pages (identity capability).

/** `/login` */
export const loginRoute: StoreRoute = {
  id: 'login',
  path: '/login',
  lazy: () =>
    import('../pages/identity/identity-pages').then((m) => ({ Component: m.LoginRoutePage })),
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
  lazy: () =>
    import('../pages/identity/identity-pages').then((m) => ({
      Component: m.LostPasswordRoutePage,
    })),
};

/** `/reset` */
export const resetPasswordRoute: StoreRoute = {
  id: 'reset',
  path: '/reset',
  lazy: () =>
    import('../pages/identity/identity-pages').then((m) => ({
      Component: m.ResetPasswordRoutePage,
    })),
};

/** `/verify-email`: the link in the email-verification email (`?ticketId=`). */
export const verifyEmailRoute: StoreRoute = {
  id: 'verify-email',
  path: '/verify-email',
  lazy: () =>
    import('../pages/identity/identity-pages').then((m) => ({ Component: m.VerifyEmailRoutePage })),
};
