/**
 * Strings of the app shell and the pages every brand shares, in both catalogue languages.
 * The German catalogue must have exactly the keys of the English one (a test checks it).
 */
export const commonMessages = {
  en: {
    shell: {
      skipToContent: 'Skip to main content',
      homeLink: '{{brand}} home',
      primaryNavigation: 'Main',
      accountNavigation: 'Account',
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
      copyright: '© {{year}} {{brand}}. All rights reserved.',
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
    home: {
      highlightsHeading: 'Why {{brand}}',
    },
    planned: {
      comesLater: 'Coming in a later release',
      backToHome: 'Back to Homepage',
    },
    loading: 'Loading…',
  },
  de: {
    shell: {
      skipToContent: 'Zum Hauptinhalt springen',
      homeLink: '{{brand}} Startseite',
      primaryNavigation: 'Hauptmenü',
      accountNavigation: 'Konto',
      logOut: 'Abmelden',
      language: 'Sprache',
      languageNames: { de: 'Deutsch', en: 'English' },
    },
    footer: {
      quickLinks: 'Schnellzugriff',
      about: 'Über uns',
      blog: 'Blog',
      reviews: 'Bewertungen',
      contactUs: 'Kontakt',
      refundPolicy: 'Rückerstattung',
      copyright: '© {{year}} {{brand}}. Alle Rechte vorbehalten.',
    },
    notFound: {
      title: 'Wir konnten die Seite nicht finden.',
      description: 'Die Adresse ist vielleicht falsch geschrieben, oder die Seite ist umgezogen.',
      backToHome: 'Zurück zur Startseite',
    },
    snackbar: {
      loggedIn: 'Erfolgreich angemeldet',
      dismiss: 'Schließen',
    },
    home: {
      highlightsHeading: 'Warum {{brand}}',
    },
    planned: {
      comesLater: 'Kommt in einer späteren Version',
      backToHome: 'Zurück zur Startseite',
    },
    loading: 'Wird geladen…',
  },
} as const;
