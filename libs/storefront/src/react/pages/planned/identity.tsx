import { plannedPage, type PlannedCatalogue } from './planned-page';

const catalogue: PlannedCatalogue<'login' | 'lostPassword' | 'reset'> = {
  en: {
    release: 'Sign-in, registration and password reset open with the identity release.',
    login: {
      heading: 'Log in or create an account',
      summary: 'Sign in to see your orders and saved designs, or register your business account.',
    },
    lostPassword: {
      heading: 'Forgot your password?',
      summary: 'Enter your email address to receive a link for choosing a new password.',
    },
    reset: {
      heading: 'Choose a new password',
      summary: 'Open the link from your email to set a new password for your account.',
    },
  },
  de: {
    release:
      'Anmeldung, Registrierung und Passwort-Zurücksetzen kommen mit dem Identitäts-Release.',
    login: {
      heading: 'Anmelden oder Konto erstellen',
      summary:
        'Melden Sie sich an, um Bestellungen und Designs zu sehen, oder registrieren Sie Ihr Geschäftskonto.',
    },
    lostPassword: {
      heading: 'Passwort vergessen?',
      summary:
        'Geben Sie Ihre E-Mail-Adresse ein, um einen Link für ein neues Passwort zu erhalten.',
    },
    reset: {
      heading: 'Neues Passwort wählen',
      summary: 'Öffnen Sie den Link aus Ihrer E-Mail, um ein neues Passwort festzulegen.',
    },
  },
};

export const LoginPage = plannedPage(
  'planned-identity',
  catalogue,
  'login',
  'loginAndRegistration',
);
export const LostPasswordPage = plannedPage(
  'planned-identity',
  catalogue,
  'lostPassword',
  'forgotPassword',
);
export const ResetPasswordPage = plannedPage(
  'planned-identity',
  catalogue,
  'reset',
  'resetPassword',
);
