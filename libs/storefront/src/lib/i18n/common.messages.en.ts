import { ecxMessages } from '@storefront/http';

/** Strings of the app shell and the pages every brand shares, in English. */
export const commonMessagesEn = {
  shell: {
    skipToContent: 'Skip to main content',
    homeLink: '{brand} home',
    primaryNavigation: 'Main',
    accountNavigation: 'Account',
    accountMenu: 'Your account',
    menu: 'Menu',
    logOut: 'Log Out',
    language: 'Language',
    languageNames: { de: 'Deutsch', en: 'English' },
  },
  footer: {
    quickLinks: 'Quick links',
    about: 'About',
    blog: 'Blog',
    reviews: 'Reviews',
    contactUs: 'Contact Us',
    refundPolicy: 'Refund Policy',
    customerService: 'Customer service',
    callUs: 'Call us: {phone}',
    emailUs: 'Email: {email}',
    faq: 'FAQ',
    followUs: 'Follow us',
    socialProfile: '{brand} on {network} (opens in a new tab)',
    copyright: '© {year} {brand}. All rights reserved.',
  },
  notFound: {
    title: "We couldn't find the page.",
    description: 'The address may be mistyped, or the page may have moved.',
    backToHome: 'Back to Homepage',
  },
  snackbar: {
    loggedIn: 'Logged in successfully',
    dismiss: 'Dismiss',
  },
  connection: {
    offline:
      'You are offline. What you have entered stays here; reconnect to continue where you left off.',
    backOnline: 'You are back online.',
  },
  catalogue: {
    boxStylesHeading: 'Box styles',
    pickerHeading: 'Choose a product type',
  },
  contentPage: {
    loading: 'Loading…',
    failedHeading: 'This page could not be loaded',
    retry: 'Try again',
    errors: {
      // The catalogue's user messages, verbatim.
      ECX001: ecxMessages.ECX001.message,
      ECX003: ecxMessages.ECX003.message,
      ECX999: ecxMessages.ECX999.message,
    },
  },
  links: {
    newTab: 'opens in a new tab',
  },
  loading: 'Loading…',
} as const;
