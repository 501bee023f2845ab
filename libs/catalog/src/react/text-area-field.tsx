import { cn } from '@storefront/ui-kit';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

const textAreaClasses = cn(
  'block min-h-28 w-full rounded-brand border border-ink-muted bg-surface px-3 py-2',
  'text-base text-ink placeholder:text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-primary',
  'aria-invalid:border-2 aria-invalid:border-danger',
);

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled multi-line field wired like ui-kit's `TextField`, which has no textarea (internal). */
export function TextAreaField({ label, hint, error, required, id, ...props }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="text-area-field" className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-ink block text-sm font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger ms-0.5">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-ink-muted text-sm">
          {hint}
        </p>
      ) : null}
      <textarea
        id={fieldId}
        rows={4}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={textAreaClasses}
        {...props}
      />
      {error ? (
        <p id={errorId} data-slot="error" className="text-danger text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}
