/** The i18n namespace the content components read their strings from. */
export const CONTENT_NAMESPACE = 'content';

/**
 * Strings of the content components (i18n namespace `content`), English and German with the
 * same keys. `form.required` takes the field's label as `{{label}}`.
 *
 * @example
 * i18n.addResourceBundle('de', CONTENT_NAMESPACE, contentMessages.de);
 */
export const contentMessages = {
  en: {
    form: {
      required: '{label} is required',
      invalidEmail: 'Enter a valid email address',
      invalidTel: 'Enter a valid phone number: 9 to 19 characters of digits, spaces, + and -',
      invalidValue: '{label} was not accepted. Please check it.',
      thankYou: 'Thank you! We have received your message and will get back to you soon.',
      failed: 'Sorry, we could not send your message. Please try again.',
      refused: 'Please check the marked fields and send the form again.',
    },
  },
  de: {
    form: {
      required: '{label} ist erforderlich',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      invalidTel:
        'Bitte geben Sie eine gültige Telefonnummer ein: 9 bis 19 Zeichen aus Ziffern, Leerzeichen, + und -',
      invalidValue: '{label} wurde nicht angenommen. Bitte prüfen Sie die Angabe.',
      thankYou: 'Vielen Dank! Wir haben Ihre Nachricht erhalten und melden uns bald bei Ihnen.',
      failed:
        'Ihre Nachricht konnte leider nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
      refused: 'Bitte prüfen Sie die markierten Felder und senden Sie das Formular erneut.',
    },
  },
} as const;
