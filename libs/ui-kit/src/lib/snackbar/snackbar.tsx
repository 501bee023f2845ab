import { cva } from 'class-variance-authority';
import { useEffect, useEffectEvent, useState } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';
import { CloseIcon, Icon } from '../icon/icon';

/**
 * How long a {@link Snackbar} stays before it closes itself: 5 seconds.
 *
 * @example
 * <Snackbar open message="Saved" onClose={hide} autoHideDuration={2 * SNACKBAR_AUTO_HIDE_MS} />
 */
export const SNACKBAR_AUTO_HIDE_MS = 5000;

const snackbarVariants = cva(
  [
    'pointer-events-auto flex w-full max-w-xl items-center gap-3 rounded-brand border border-border',
    'border-s-4 bg-surface py-3 ps-4 pe-3 text-ink shadow-lg',
  ],
  {
    variants: {
      tone: {
        info: 'border-s-brand-accent',
        success: 'border-s-success',
        error: 'border-s-danger',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const iconPaths = {
  info: 'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3.25a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z',
  success:
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.7a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.63-1.63a.75.75 0 1 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.76-5.2Z',
  error:
    'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
} as const;

const iconColours = { info: 'text-brand-accent', success: 'text-success', error: 'text-danger' };

/**
 * Tone of a {@link Snackbar}: colours its edge and icon.
 *
 * @example
 * const tone: SnackbarTone = response.ok ? 'success' : 'error';
 */
export type SnackbarTone = 'info' | 'success' | 'error';

/**
 * Props of {@link Snackbar}.
 *
 * @example
 * const props: SnackbarProps = { open: true, message: 'Coupon applied', tone: 'success', onClose: hide };
 */
export interface SnackbarProps {
  open: boolean;
  message: string;
  tone?: SnackbarTone;
  /** One optional action, e.g. "Undo" or "View cart". */
  action?: { label: string; onAction: () => void };
  /** Accessible name of a dismiss (×) button; without it no dismiss button is shown. */
  closeLabel?: string;
  /** Called when the time is up and from the dismiss button. */
  onClose: () => void;
  /**
   * Milliseconds before `onClose` is called; {@link SNACKBAR_AUTO_HIDE_MS} by default,
   * `null` to stay until dismissed. The countdown pauses while the pointer or focus is on it.
   */
  autoHideDuration?: number | null;
  className?: string;
}

/**
 * A short message at the top centre of the screen. The live region (`role="status"`,
 * `aria-live="polite"`) is always in the page so screen readers announce each new message
 * without interrupting. Render one per app and feed it from a queue.
 *
 * @example
 * <Snackbar
 *   open={notice !== null}
 *   message="Mailer box added to your cart"
 *   tone="success"
 *   action={{ label: 'View cart', onAction: openCart }}
 *   closeLabel="Dismiss"
 *   onClose={() => setNotice(null)}
 * />
 */
export function Snackbar({ open, message, ...cardProps }: SnackbarProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-slot="snackbar-region"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      {/* Keyed by message: a new message restarts the countdown and clears the pause. */}
      {open ? <SnackbarCard key={message} message={message} {...cardProps} /> : null}
    </div>
  );
}

function SnackbarCard({
  message,
  tone = 'info',
  action,
  closeLabel,
  onClose,
  autoHideDuration = SNACKBAR_AUTO_HIDE_MS,
  className,
}: Omit<SnackbarProps, 'open'>) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (paused || autoHideDuration === null) return;
    const timer = setTimeout(() => close(), autoHideDuration);
    return () => clearTimeout(timer);
  }, [paused, autoHideDuration]);

  return (
    <div
      data-slot="snackbar"
      data-tone={tone}
      className={cn(snackbarVariants({ tone }), className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Icon evenOdd className={cn('size-5 shrink-0', iconColours[tone])} path={iconPaths[tone]} />
      <p className="min-w-0 flex-1 text-sm">{message}</p>
      {action ? (
        <button
          type="button"
          data-slot="snackbar-action"
          onClick={action.onAction}
          className={cn(
            'rounded-brand text-brand-primary shrink-0 px-2 py-1 text-sm font-semibold',
            'hover:bg-surface-muted',
            focusRing,
          )}
        >
          {action.label}
        </button>
      ) : null}
      {closeLabel ? (
        <button
          type="button"
          aria-label={closeLabel}
          data-slot="snackbar-close"
          onClick={onClose}
          className={cn(
            'rounded-brand text-ink-muted hover:bg-surface-muted hover:text-ink shrink-0 p-1',
            focusRing,
          )}
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
