/** English catalogue of the `content` namespace (see `contentMessages`). */
export const contentMessagesEn = {
  form: {
    required: '{label} is required',
    invalidEmail: 'Enter a valid email address',
    invalidTel: 'Enter a valid phone number: 9 to 19 characters of digits, spaces, + and -',
    invalidValue: '{label} was not accepted. Please check it.',
    thankYou: 'Thank you! We have received your message and will get back to you soon.',
    failed: 'Sorry, we could not send your message. Please try again.',
    refused: 'Please check the marked fields and send the form again.',
  },
} as const;
