import { AUTH_FORM_MESSAGES, identityMessages } from '../index';

// Copy of the sign-in pages, the guard and the error texts. The spec's wording is kept in
// English ('Invalid Email address', 'Emails do not match', 'User is already signed in',
// 'Ticket is invalid or expired'); German says the same.

// In English the form messages read as the schemas word them (error-text.ts finds each key by
// its schema message).
const englishFormErrors: Record<keyof typeof AUTH_FORM_MESSAGES, string> = AUTH_FORM_MESSAGES;

const en = {
  guard: {
    checking: 'Checking your sign-in…',
  },
  errors: {
    unexpected: 'Something went wrong. Please try again.',
    userAlreadySignedIn: 'User is already signed in',
    ticketInvalid: 'Ticket is invalid or expired',
    invalidAccessToken: 'Invalid access token',
    tooManyAttempts:
      '{count, plural, one {Too many attempts. Try again in {count} minute.} other {Too many attempts. Try again in {count} minutes.}}',
    tooManyAttemptsLater: 'Too many attempts. Try again later.',
  },
  formErrors: {
    ...englishFormErrors,
    rule: {
      length: 'Password must be 8 to 20 characters',
      upperCase: 'Password needs an upper case letter',
      lowerCase: 'Password needs a lower case letter',
      number: 'Password needs a number',
      specialCharacter: 'Password needs a special character (!@#$%^&*)',
    },
  },
  fields: {
    optional: '(optional)',
    email: 'Email',
    confirmEmail: 'Confirm email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    company: 'Company',
    title: 'Title',
    noTitle: 'No title',
    titles: { mr: 'Mr.', ms: 'Ms.', mx: 'Mx.', dr: 'Dr.' },
    firstName: 'First name',
    surname: 'Surname',
  },
  login: {
    pageHeading: 'Log in or create an account',
    heading: 'Log In',
    intro: 'Welcome back. Log in to see your orders and saved designs.',
    submit: 'Log In',
    lostPassword: 'Forgot your password?',
    sessionExpired: 'Your session has expired. Please log in again.',
  },
  register: {
    heading: 'Create an account',
    intro: 'Order faster, track your orders and keep your designs in one place.',
    submit: 'Create account',
  },
  lostPassword: {
    heading: 'Forgot your password?',
    intro:
      'Enter the email address of your account. We will send you a link to choose a new password.',
    submit: 'Send link',
    sentHeading: 'Check your email',
    sent: 'If an account exists for {email}, we have sent a link to choose a new password to that address.',
    backToLogin: 'Back to Log In',
  },
  resetPassword: {
    heading: 'Choose a new password',
    checking: 'Checking your link…',
    intro: 'Enter your new password twice.',
    submit: 'Save new password',
    successHeading: 'Password changed',
    success: 'Your new password is saved. You can log in with it now.',
    logIn: 'Log In',
    requestNewLink: 'Request a new link',
  },
  verifyEmail: {
    heading: 'Verify your email address',
    checking: 'Verifying your email address…',
    success: 'Thank you. Your email address is verified.',
    continue: 'Continue shopping',
  },
};

/** The page copy of one language; German must have exactly the English keys. */
type PageMessages = typeof en;

const de: PageMessages = {
  guard: {
    checking: 'Ihre Anmeldung wird geprüft…',
  },
  errors: {
    unexpected: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    userAlreadySignedIn: 'Sie sind bereits angemeldet',
    ticketInvalid: 'Der Link ist ungültig oder abgelaufen',
    invalidAccessToken: 'Ungültiges Zugriffstoken',
    tooManyAttempts:
      '{count, plural, one {Zu viele Versuche. Versuchen Sie es in {count} Minute erneut.} other {Zu viele Versuche. Versuchen Sie es in {count} Minuten erneut.}}',
    tooManyAttemptsLater: 'Zu viele Versuche. Versuchen Sie es später erneut.',
  },
  formErrors: {
    emailRequired: 'E-Mail-Adresse ist erforderlich',
    emailInvalid: 'Ungültige E-Mail-Adresse',
    emailMismatch: 'Die E-Mail-Adressen stimmen nicht überein',
    passwordRequired: 'Passwort ist erforderlich',
    passwordMismatch: 'Die Passwörter stimmen nicht überein',
    firstNameRequired: 'Vorname ist erforderlich',
    surnameRequired: 'Nachname ist erforderlich',
    rule: {
      length: 'Das Passwort muss 8 bis 20 Zeichen lang sein',
      upperCase: 'Das Passwort braucht einen Großbuchstaben',
      lowerCase: 'Das Passwort braucht einen Kleinbuchstaben',
      number: 'Das Passwort braucht eine Ziffer',
      specialCharacter: 'Das Passwort braucht ein Sonderzeichen (!@#$%^&*)',
    },
  },
  fields: {
    optional: '(optional)',
    email: 'E-Mail-Adresse',
    confirmEmail: 'E-Mail-Adresse bestätigen',
    password: 'Passwort',
    confirmPassword: 'Passwort bestätigen',
    newPassword: 'Neues Passwort',
    confirmNewPassword: 'Neues Passwort bestätigen',
    company: 'Firma',
    title: 'Anrede',
    noTitle: 'Keine Anrede',
    titles: { mr: 'Herr', ms: 'Frau', mx: 'Divers', dr: 'Dr.' },
    firstName: 'Vorname',
    surname: 'Nachname',
  },
  login: {
    pageHeading: 'Anmelden oder Konto erstellen',
    heading: 'Anmelden',
    intro: 'Willkommen zurück. Melden Sie sich an, um Bestellungen und Designs zu sehen.',
    submit: 'Anmelden',
    lostPassword: 'Passwort vergessen?',
    sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
  register: {
    heading: 'Konto erstellen',
    intro: 'Schneller bestellen, Bestellungen verfolgen und Designs an einem Ort speichern.',
    submit: 'Konto erstellen',
  },
  lostPassword: {
    heading: 'Passwort vergessen?',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
    submit: 'Link senden',
    sentHeading: 'Sehen Sie in Ihr Postfach',
    sent: 'Falls ein Konto für {email} besteht, haben wir einen Link für ein neues Passwort an diese Adresse gesendet.',
    backToLogin: 'Zurück zur Anmeldung',
  },
  resetPassword: {
    heading: 'Neues Passwort wählen',
    checking: 'Ihr Link wird geprüft…',
    intro: 'Geben Sie Ihr neues Passwort zweimal ein.',
    submit: 'Neues Passwort speichern',
    successHeading: 'Passwort geändert',
    success: 'Ihr neues Passwort ist gespeichert. Sie können sich jetzt damit anmelden.',
    logIn: 'Anmelden',
    requestNewLink: 'Neuen Link anfordern',
  },
  verifyEmail: {
    heading: 'E-Mail-Adresse bestätigen',
    checking: 'Ihre E-Mail-Adresse wird bestätigt…',
    success: 'Vielen Dank. Ihre E-Mail-Adresse ist bestätigt.',
    continue: 'Weiter einkaufen',
  },
};

/**
 * The whole `identity` i18n namespace for the React entry, in English and German: the
 * password rule checklist of `identityMessages` plus the copy of the sign-in pages, the
 * form and service error texts and the guard. Both languages have the same keys. Register
 * it instead of `identityMessages` when the pages are used.
 *
 * @example
 * registerMessages(i18n, 'identity', identityPageMessages);
 * translator(i18n, 'identity')('formErrors.emailMismatch'); // 'Emails do not match'
 */
export const identityPageMessages = {
  en: { ...identityMessages.en, ...en },
  de: { ...identityMessages.de, ...de },
} as const;
