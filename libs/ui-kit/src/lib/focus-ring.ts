// Shared by every interactive component so all three brands show the same, AA-visible focus
// indicator: 2px in the brand primary, offset from the control (primary is at least 4.8:1
// against both surfaces in every brand).

/** The focus ring, shown for keyboard focus only (`:focus-visible`). */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary';
