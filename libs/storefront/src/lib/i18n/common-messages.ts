import { ecxCatalogue } from '@storefront/http';

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
      callUs: 'Call us: {{phone}}',
      emailUs: 'Email: {{email}}',
      faq: 'FAQ',
      followUs: 'Follow us',
      socialProfile: '{{brand}} on {{network}} (opens in a new tab)',
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
    connection: {
      offline:
        'You are offline. What you have entered stays here; reconnect to continue where you left off.',
      backOnline: 'You are back online.',
    },
    home: {
      highlightsHeading: 'Why {{brand}}',
    },
    catalogue: {
      boxStylesHeading: 'Box styles',
      pickerHeading: 'Choose a product type',
      samplesLimit:
        'A customer may have up to {{limit}} $1 samples, one per size and style at a time.',
      samplesIntro:
        'Order a sample of the box you are considering and check board, fit and closure with your own product before you print.',
      recommendationsHeading: 'You may also like',
    },
    contentPage: {
      loading: 'Loading…',
      failedHeading: 'This page could not be loaded',
      retry: 'Try again',
      errors: {
        // The catalogue's user messages, verbatim.
        ECX001: ecxCatalogue.ECX001.message,
        ECX003: ecxCatalogue.ECX003.message,
        ECX999: ecxCatalogue.ECX999.message,
      },
    },
    blog: {
      postsHeading: 'Latest posts',
      readMore: 'Read the article',
      publishedOn: 'Published {{date}}',
      updatedOn: 'Updated {{date}}',
      noPosts: 'There are no posts yet. Please come back soon.',
      backToBlog: 'Back to the blog',
    },
    links: {
      newTab: 'opens in a new tab',
    },
    numberWords: {
      '1': 'one',
      '2': 'two',
      '3': 'three',
      '4': 'four',
      '5': 'five',
      '6': 'six',
    },
    loading: 'Loading…',
  },
  de: {
    shell: {
      skipToContent: 'Zum Hauptinhalt springen',
      homeLink: '{{brand}} Startseite',
      primaryNavigation: 'Hauptmenü',
      accountNavigation: 'Konto',
      accountMenu: 'Ihr Konto',
      menu: 'Menü',
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
      customerService: 'Kundenservice',
      callUs: 'Anrufen: {{phone}}',
      emailUs: 'E-Mail: {{email}}',
      faq: 'Häufige Fragen',
      followUs: 'Folgen Sie uns',
      socialProfile: '{{brand}} auf {{network}} (öffnet in einem neuen Tab)',
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
    connection: {
      offline:
        'Sie sind offline. Ihre Eingaben bleiben erhalten; sobald die Verbindung wieder steht, geht es hier weiter.',
      backOnline: 'Sie sind wieder online.',
    },
    home: {
      highlightsHeading: 'Warum {{brand}}',
    },
    catalogue: {
      boxStylesHeading: 'Schachtelarten',
      pickerHeading: 'Produktart wählen',
      samplesLimit:
        'Jede Kundin und jeder Kunde kann bis zu {{limit}} Muster für 1 $ haben, je Größe und Bauart eines zur selben Zeit.',
      samplesIntro:
        'Bestellen Sie ein Muster der Schachtel, die Sie in Betracht ziehen, und prüfen Sie Karton, Passform und Verschluss mit Ihrem eigenen Produkt, bevor Sie drucken.',
      recommendationsHeading: 'Das könnte Sie auch interessieren',
    },
    contentPage: {
      loading: 'Wird geladen…',
      failedHeading: 'Diese Seite konnte nicht geladen werden',
      retry: 'Erneut versuchen',
      errors: {
        ECX001:
          'Dieser Inhalt konnte leider nicht geladen werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
        ECX003: 'Beim Lesen der Antwort ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu.',
        ECX999: 'Leider ist etwas schiefgelaufen. Wir arbeiten daran.',
      },
    },
    blog: {
      postsHeading: 'Neueste Beiträge',
      readMore: 'Artikel lesen',
      publishedOn: 'Veröffentlicht am {{date}}',
      updatedOn: 'Aktualisiert am {{date}}',
      noPosts: 'Noch keine Beiträge. Schauen Sie bald wieder vorbei.',
      backToBlog: 'Zurück zum Blog',
    },
    links: {
      newTab: 'öffnet in einem neuen Tab',
    },
    numberWords: {
      '1': 'ein',
      '2': 'zwei',
      '3': 'drei',
      '4': 'vier',
      '5': 'fünf',
      '6': 'sechs',
    },
    loading: 'Wird geladen…',
  },
} as const;
