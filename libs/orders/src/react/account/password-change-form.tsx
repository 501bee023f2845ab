import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULES } from '@storefront/identity-sdk';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useOrdersFormat } from '../use-orders-format';
import { AccountFields, type AccountField } from './account-fields';
import { identityFailureMessage, type AccountIdentity } from './account-identity';
import { AccountFormSection, useFormOutcome } from './form-outcome';

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
  const outcome = useFormOutcome();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    criteriaMode: 'all',
    defaultValues: { password: '', newPassword: '', confirmPassword: '' },
  });
  const onValid = async (values: PasswordFormValues) => {
    outcome.clear();
    try {
      await identity.updatePassword({ password: values.password, newPassword: values.newPassword });
      reset();
      outcome.succeeded(t('account.password.changed'));
    } catch (error) {
      outcome.failed(identityFailureMessage(error, t('account.password.failed')));
    }
  };
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
      submitting={isSubmitting}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      outcome={outcome}
    >
      <AccountFields
        fields={PASSWORD_FIELDS}
        register={register}
        errors={errors}
        t={t}
        errorText={newPasswordErrors.length > 0 ? { newPassword: newPasswordErrors.join(' ') } : {}}
      />
    </AccountFormSection>
  );
}
