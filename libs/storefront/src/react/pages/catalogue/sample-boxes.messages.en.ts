/** English strings of the $1 sample boxes page (i18n namespace `sampleBoxes`). */
export const sampleBoxesMessagesEn = {
  intro:
    'Order a sample of the box you are considering and check board, fit and closure with your own product before you print.',
  limit: 'A customer may have up to {limit} $1 samples, one per size and style at a time.',
  numberWords: {
    '1': 'one',
    '2': 'two',
    '3': 'three',
    '4': 'four',
    '5': 'five',
    '6': 'six',
  },
} as const;
