/** German strings of the `productCart` namespace. */
export const productCartMessagesDe = {
  added: 'Zum Warenkorb hinzugefügt.',
  sampleAdded: 'Muster zum Warenkorb hinzugefügt.',
  failed: 'Der Warenkorb konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  recommendationsHeading: 'Das könnte Sie auch interessieren',
} as const;
