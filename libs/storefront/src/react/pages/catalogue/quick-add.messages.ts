/** The page's quick-add strings (i18n namespace `shopQuickAdd`), registered on first use. */
export const QUICK_ADD_NAMESPACE = 'shopQuickAdd';
export const quickAddMessages = {
  en: {
    label: 'Quick add',
    labelFor: 'Quick add {name} to the cart',
    added: '{name} added to your cart.',
    failed: 'Unable to update your cart. Please try again.',
  },
  de: {
    label: 'Schnell hinzufügen',
    labelFor: 'Schnell hinzufügen: {name} in den Warenkorb',
    added: '{name} wurde in den Warenkorb gelegt.',
    failed: 'Der Warenkorb konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  },
} as const;
