import { cn } from '@storefront/ui-kit';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useServiceErrorText } from './error-text';

/** A failed call shown in a {@link ServiceAlert}; `id` changes with every failure. */
export interface ServiceAlertState {
  id: number;
  message: string;
  error: unknown;
}

/**
 * The alert of one form: `show(error)` after a failed call, `clear()` before the next one.
 * Every failure gets a new id, so the same message failing twice moves focus again.
 */
export function useServiceAlert() {
  const [alert, setAlert] = useState<ServiceAlertState | null>(null);
  const errorText = useServiceErrorText();
  const show = useCallback(
    (error: unknown) =>
      setAlert((previous) => ({ id: (previous?.id ?? 0) + 1, message: errorText(error), error })),
    [errorText],
  );
  const clear = useCallback(() => setAlert(null), []);
  return { alert, show, clear };
}

/**
 * The alert region of a form: says what the service answered and takes focus when a new
 * failure arrives, so keyboard and screen reader users land on it.
 */
export function ServiceAlert({
  alert,
  children,
  className,
}: {
  alert: ServiceAlertState | null;
  /** More content under the message, e.g. a link to request a new ticket. */
  children?: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) ref.current?.focus();
  }, [alert]);
  if (!alert) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-slot="service-alert"
      className={cn(
        'rounded-brand border-danger bg-surface text-danger flex flex-col gap-2 border-2 px-4 py-3',
        'focus-visible:outline-brand-primary focus-visible:outline-2 focus-visible:outline-offset-2',
        className,
      )}
    >
      <p className="font-medium">{alert.message}</p>
      {children}
    </div>
  );
}
