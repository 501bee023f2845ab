// Shared by every interactive component so all three brands show the same, AA-visible focus
// indicator: 2px in the brand primary, offset from the control (primary is at least 4.8:1
// against both surfaces in every brand).

/** Focus ring for native elements, shown for keyboard focus only. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary';

/** Focus ring for Headless UI elements, which expose keyboard focus as `data-focus`. */
export const dataFocusRing =
  'data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-primary';
