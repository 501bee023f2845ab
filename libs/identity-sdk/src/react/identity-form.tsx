import { Button, TextField } from '@storefront/ui-kit';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from './error-text';
import { pageHeadingClasses } from './identity-link';
import { PasswordRules } from './password-rules';
import { ServiceAlert, useServiceAlert, type ServiceAlertState } from './service-alert';

// The form pieces the identity pages share. Not exported from the entry (see index.ts).

/** What {@link IdentityForm} needs from {@link useServiceForm}. */
export interface ServiceFormProps {
  onSubmit: (event?: FormEvent) => Promise<void>;
  alert: ServiceAlertState | null;
  submitting: boolean;
}

/**
 * Sends a form to the identity service: on submit the alert is cleared and `call` gets the
 * checked values; `onDone` follows when it answered. A failed call is shown in the alert and
 * keeps everything typed; a form that fails its own checks clears the alert as well.
 * `show` puts any other failure in the same alert.
 */
export function useServiceForm<Values extends FieldValues, Submitted>(
  form: UseFormReturn<Values, unknown, Submitted>,
  call: (values: Submitted) => Promise<unknown>,
  onDone: (values: Submitted) => void,
): { formProps: ServiceFormProps; show: (error: unknown) => void } {
  const { alert, show, clear } = useServiceAlert();
  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    try {
      await call(values);
    } catch (error) {
      show(error);
      return;
    }
    onDone(values);
  }, clear);
  return { formProps: { onSubmit, alert, submitting: form.formState.isSubmitting }, show };
}

/**
 * An identity form: unchecked by the browser (the schema checks), its alert first, the
 * fields, and the submit button (busy while the call runs).
 */
export function IdentityForm({
  labelledBy,
  onSubmit,
  alert,
  alertContent,
  submitLabel,
  submitting,
  children,
}: ServiceFormProps & {
  labelledBy: string;
  /** More content in the alert, e.g. a link to request a new ticket. */
  alertContent?: ReactNode;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-6 flex flex-col gap-4"
    >
      <ServiceAlert alert={alert}>{alertContent}</ServiceAlert>
      {children}
      <Button type="submit" loading={submitting} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}

/** The email field of an identity form. */
export function EmailField({
  label,
  error,
  field,
}: {
  label: string;
  /** The schema's message, translated here. */
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const fieldError = useFieldErrorText();
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      required
      error={fieldError(error)}
      {...field}
    />
  );
}

/** A new password typed twice, with the password rules checklist under the first field. */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  register,
  errors,
}: {
  label: string;
  confirmLabel: string;
  /** What is typed in the first field, checked against the rules. */
  password: string;
  /** The `register` of a form with `password` and `confirmPassword` fields. */
  register: (
    name: 'password' | 'confirmPassword',
    options?: { deps: ['confirmPassword'] },
  ) => UseFormRegisterReturn;
  /** The form's errors; their schema messages are translated here. */
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
}) {
  const passwordField = register('password', { deps: ['confirmPassword'] });
  const confirmField = register('confirmPassword');
  const passwordError = errors.password?.message;
  const confirmError = errors.confirmPassword?.message;
  const rulesId = useId();
  const fieldError = useFieldErrorText();
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={rulesId}
        error={fieldError(passwordError)}
        {...passwordField}
      />
      <PasswordRules id={rulesId} password={password} />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        error={fieldError(confirmError)}
        {...confirmField}
      />
    </>
  );
}

/**
 * What replaces a form once its call succeeded: a status region headed by the page heading
 * that takes focus when it appears, so screen reader users hear the outcome.
 */
export function ConfirmationStatus({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      aria-labelledby={headingId}
      className="focus:outline-none"
    >
      <h1 id={headingId} className={pageHeadingClasses}>
        {heading}
      </h1>
      {children}
    </div>
  );
}
