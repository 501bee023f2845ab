import { PASSWORD_RULES } from '@storefront/identity-sdk';
import { z } from 'zod';
import { useOrdersFormat } from '../use-orders-format';
import { AccountFields, type AccountField } from './account-fields';
import type { AccountIdentity } from './account-identity';
import { AccountFormSection } from './form-outcome';
import { useIdentityChangeForm } from './use-identity-change-form';

const passwordFormSchema = z
  .object({
    password: z.string().min(1, { error: 'account.password.errors.required' }),
    newPassword: PASSWORD_RULES.reduce(
      (schema, rule) => schema.refine(rule.test, { error: `account.password.rules.${rule.id}` }),
      z.string().min(1, { error: 'account.password.errors.required', abort: true }),
    ),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'account.password.errors.mismatch',
  });

type PasswordFormValues = z.output<typeof passwordFormSchema>;

const PASSWORD_FIELDS: readonly AccountField<PasswordFormValues>[] = [
  {
    name: 'password',
    label: 'account.password.current',
    type: 'password',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    label: 'account.password.new',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    label: 'account.password.confirm',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/**
 * Props of {@link PasswordChangeForm}.
 *
 * @example
 * const props: PasswordChangeFormProps = { identity };
 */
export interface PasswordChangeFormProps {
  /** The signed-in identity (`updatePassword` is called). */
  identity: Pick<AccountIdentity, 'updatePassword'>;
}

/**
 * Changes the password of the signed-in customer through the identity SDK: current password,
 * new password (the spec's rules: 8 to 20 characters, upper and lower case, a number, one of
 * !@#$%^&*) and its confirmation ('Passwords do not match'). The service's refusal ('Wrong
 * password.') is shown as sent; fields keep what was typed.
 *
 * @example
 * <PasswordChangeForm identity={identity} />
 */
export function PasswordChangeForm({ identity }: PasswordChangeFormProps) {
  const { t } = useOrdersFormat();
  const { form, submit } = useIdentityChangeForm<PasswordFormValues, PasswordFormValues>({
    schema: passwordFormSchema,
    criteriaMode: 'all',
    defaultValues: { password: '', newPassword: '', confirmPassword: '' },
    change: ({ password, newPassword }) => identity.updatePassword({ password, newPassword }),
    changedMessage: () => t('account.password.changed'),
    failedMessage: t('account.password.failed'),
  });
  const { errors } = form.formState;
  const newPasswordErrors = errors.newPassword?.types
    ? Object.values(errors.newPassword.types)
        .flat()
        .filter((message): message is string => typeof message === 'string')
        .map((key) => t(key))
    : errors.newPassword?.message
      ? [t(errors.newPassword.message)]
      : [];
  return (
    <AccountFormSection
      heading={t('account.password.heading')}
      slot="password-change"
      submitLabel={t('account.password.submit')}
      {...submit}
    >
      <AccountFields
        fields={PASSWORD_FIELDS}
        register={form.register}
        errors={errors}
        t={t}
        errorText={newPasswordErrors.length > 0 ? { newPassword: newPasswordErrors.join(' ') } : {}}
      />
    </AccountFormSection>
  );
}
