/** German strings of the `shopQuickAdd` namespace. */
export const quickAddMessagesDe = {
  label: 'Schnell hinzufügen',
  labelFor: 'Schnell hinzufügen: {name} in den Warenkorb',
  added: '{name} wurde in den Warenkorb gelegt.',
  failed: 'Der Warenkorb konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
} as const;
