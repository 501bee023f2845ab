/** English strings of the `productCart` namespace. */
export const productCartMessagesEn = {
  added: 'Added to your cart.',
  sampleAdded: 'Sample added to your cart.',
  failed: 'Unable to update your cart. Please try again.',
  recommendationsHeading: 'You may also like',
} as const;
