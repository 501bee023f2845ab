// The kit's few icons (not exported from the package): solid 20×20 glyphs drawn in the text
// colour, decoration only, so hidden from assistive technology; the control names itself.

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

/** The × of a close button (Dialog, Snackbar). */
export function CloseIcon({ className }: { className: string }) {
  return (
    <Icon
      className={className}
      path="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z"
    />
  );
}
