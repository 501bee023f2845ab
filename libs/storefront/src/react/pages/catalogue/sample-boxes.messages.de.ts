/** German strings of the $1 sample boxes page (i18n namespace `sampleBoxes`). */
export const sampleBoxesMessagesDe = {
  intro:
    'Bestellen Sie ein Muster der Schachtel, die Sie in Betracht ziehen, und prüfen Sie Karton, Passform und Verschluss mit Ihrem eigenen Produkt, bevor Sie drucken.',
  limit:
    'Jede Kundin und jeder Kunde kann bis zu {limit} Muster für 1 $ haben, je Größe und Bauart eines zur selben Zeit.',
  numberWords: {
    '1': 'ein',
    '2': 'zwei',
    '3': 'drei',
    '4': 'vier',
    '5': 'fünf',
    '6': 'sechs',
  },
} as const;
