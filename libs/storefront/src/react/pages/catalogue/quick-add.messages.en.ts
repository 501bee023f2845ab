/** English strings of the `shopQuickAdd` namespace. */
export const quickAddMessagesEn = {
  label: 'Quick add',
  labelFor: 'Quick add {name} to the cart',
  added: '{name} added to your cart.',
  failed: 'Unable to update your cart. Please try again.',
} as const;
