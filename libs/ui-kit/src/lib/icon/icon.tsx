// The kit's few icons: 20×20 glyphs drawn in the text colour, decoration only, so hidden from
// assistive technology; the control names itself. Only CheckMarkIcon is exported from the
// package (the identity SDK's password rules tick off what is met with it).

/** A solid 20×20 icon; `evenOdd` for paths that cut holes (a mark inside a circle). */
export function Icon({
  path,
  className,
  evenOdd = false,
}: {
  path: string;
  className: string;
  evenOdd?: boolean;
}) {
  const rule = evenOdd ? 'evenodd' : undefined;
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path fillRule={rule} d={path} clipRule={rule} />
    </svg>
  );
}

/**
 * The ✓ of a finished step or a met condition: a stroked 20×20 check mark in the text colour,
 * hidden from assistive technology (say "completed" or "met" in text beside it).
 *
 * @example
 * {met ? <CheckMarkIcon className="size-4" /> : null}
 */
export function CheckMarkIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M5 10.5l3.2 3.2L15 7"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The × of a close button (Dialog, Snackbar). */
export function CloseIcon({ className }: { className: string }) {
  return (
    <Icon
      className={className}
      path="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z"
    />
  );
}
