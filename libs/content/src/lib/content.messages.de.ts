/** German catalogue of the `content` namespace, with the English keys (see `contentMessages`). */
export const contentMessagesDe = {
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
} as const;
