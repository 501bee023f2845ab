import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { identityFailureMessage } from './account-identity';
import { useFormOutcome } from './form-outcome';

/** What {@link useIdentityChangeForm} is told about one account form. */
interface IdentityChangeFormOptions<Input extends FieldValues, Output extends FieldValues> {
  /** Validates the fields; its messages are translation keys. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** `all` to report every failed rule of a field (the password rules), not only the first. */
  criteriaMode?: 'firstError' | 'all';
  /** The identity SDK's call with the valid values. */
  change(values: Output): Promise<void>;
  /** The status shown after the change. */
  changedMessage(values: Output): string;
  /** The alert when the refusal carries no message of the service. */
  failedMessage: string;
  /** Called after the change was shown. */
  onChanged?(values: Output): void;
}

/**
 * The form state and submit of an account form that changes the signed-in identity (internal):
 * on a valid submit it clears the last outcome and calls `change`; then it empties the fields
 * and shows `changedMessage`, or keeps what was typed and shows the service's refusal (else
 * `failedMessage`). Spread `submit` into {@link AccountFormSection}.
 *
 * @example
 * const { form, submit } = useIdentityChangeForm({ schema, defaultValues, change: (v) => identity.updatePassword(v), changedMessage: () => t('account.password.changed'), failedMessage: t('account.password.failed') });
 * <AccountFormSection heading={…} slot="password-change" submitLabel={…} {...submit}>…</AccountFormSection>
 */
export function useIdentityChangeForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  defaultValues,
  criteriaMode = 'firstError',
  change,
  changedMessage,
  failedMessage,
  onChanged,
}: IdentityChangeFormOptions<Input, Output>) {
  const outcome = useFormOutcome();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    criteriaMode,
    defaultValues,
  });
  const onValid = async (values: Output) => {
    outcome.clear();
    try {
      await change(values);
      form.reset();
      outcome.succeeded(changedMessage(values));
      onChanged?.(values);
    } catch (error) {
      outcome.failed(identityFailureMessage(error, failedMessage));
    }
  };
  return {
    form,
    submit: {
      submitting: form.formState.isSubmitting,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onValid)(event),
      outcome,
    },
  };
}
