import { TextField } from '@storefront/ui-kit';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { fieldErrorText } from '../field-error-text';

/**
 * One text field of an account form (internal): the form's field, the message key of its
 * label, and its input's attributes. Every field is required unless `required` is `false`.
 *
 * @example
 * const field: AccountField<{ newEmail: string }> = {
 *   name: 'newEmail', label: 'account.email.newEmail', type: 'email', autoComplete: 'email',
 * };
 */
export interface AccountField<V extends FieldValues> {
  readonly name: Path<V>;
  readonly label: string;
  readonly autoComplete: string;
  readonly type?: 'email' | 'password';
  readonly required?: boolean;
  readonly className?: string;
}

function errorOf<V extends FieldValues>(errors: FieldErrors<V>, name: Path<V>) {
  return get(errors, name) as FieldError | undefined;
}

/**
 * The text fields of an account form (internal), each registered with the form and showing
 * its error: the translated message key, or the text `errorText` gives for it (the new
 * password's broken rules).
 *
 * @example
 * <AccountFields fields={EMAIL_FIELDS} register={register} errors={errors} t={t} />
 */
export function AccountFields<V extends FieldValues>({
  fields,
  register,
  errors,
  t,
  errorText = {},
}: {
  fields: readonly AccountField<V>[];
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  t: (key: string) => string;
  errorText?: Partial<Record<Path<V>, string>>;
}) {
  return fields.map(({ name, label, required = true, ...input }) => (
    <TextField
      key={name}
      label={t(label)}
      required={required}
      error={errorText[name] ?? fieldErrorText(t, errorOf(errors, name)?.message)}
      {...input}
      {...register(name)}
    />
  ));
}
