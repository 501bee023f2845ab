/** Strings of the app shell and the pages every brand shares, in German (the English keys). */
export const commonMessagesDe = {
  shell: {
    skipToContent: 'Zum Hauptinhalt springen',
    homeLink: '{brand} Startseite',
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
    callUs: 'Anrufen: {phone}',
    emailUs: 'E-Mail: {email}',
    faq: 'Häufige Fragen',
    followUs: 'Folgen Sie uns',
    socialProfile: '{brand} auf {network} (öffnet in einem neuen Tab)',
    copyright: '© {year} {brand}. Alle Rechte vorbehalten.',
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
  catalogue: {
    boxStylesHeading: 'Schachtelarten',
    pickerHeading: 'Produktart wählen',
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
  links: {
    newTab: 'öffnet in einem neuen Tab',
  },
  loading: 'Wird geladen…',
} as const;
