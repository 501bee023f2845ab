import { z } from 'zod';
import { useOrdersFormat } from '../use-orders-format';
import { AccountFields, type AccountField } from './account-fields';
import type { AccountIdentity } from './account-identity';
import { AccountFormSection } from './form-outcome';
import { useIdentityChangeForm } from './use-identity-change-form';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'account.email.errors.required', abort: true })
  .pipe(z.email({ error: 'account.email.errors.invalid' }));

const emailFormSchema = z
  .object({
    newEmail: email,
    confirmEmail: z.string().trim().toLowerCase(),
    password: z.string().min(1, { error: 'account.email.errors.passwordRequired' }),
  })
  .refine((values) => values.newEmail === values.confirmEmail, {
    path: ['confirmEmail'],
    error: 'account.email.errors.mismatch',
  });

type EmailFormInput = z.input<typeof emailFormSchema>;
type EmailFormValues = z.output<typeof emailFormSchema>;

const EMAIL_FIELDS: readonly AccountField<EmailFormInput>[] = [
  { name: 'newEmail', label: 'account.email.newEmail', type: 'email', autoComplete: 'email' },
  {
    name: 'confirmEmail',
    label: 'account.email.confirmEmail',
    type: 'email',
    autoComplete: 'email',
  },
  {
    name: 'password',
    label: 'account.email.password',
    type: 'password',
    autoComplete: 'current-password',
  },
];

/**
 * Props of {@link EmailChangeForm}.
 *
 * @example
 * const props: EmailChangeFormProps = { currentEmail: 'dana@example.com', identity };
 */
export interface EmailChangeFormProps {
  currentEmail: string;
  /** The signed-in identity (`updateEmail` is called). */
  identity: Pick<AccountIdentity, 'updateEmail'>;
  /** Called with the new (lowercased) email after the change. */
  onChanged?: (email: string) => void;
}

/**
 * Changes the email of the signed-in customer through the identity SDK: the new email twice
 * ('Emails do not match'; 'Invalid Email address') and the password. The service's refusal
 * ('This email address is already in use.', 'Wrong password.') is shown as sent; fields keep
 * what was typed.
 *
 * @example
 * <EmailChangeForm currentEmail={customer.email} identity={identity} onChanged={refetchCustomer} />
 */
export function EmailChangeForm({ currentEmail, identity, onChanged }: EmailChangeFormProps) {
  const { t } = useOrdersFormat();
  const { form, submit } = useIdentityChangeForm<EmailFormInput, EmailFormValues>({
    schema: emailFormSchema,
    defaultValues: { newEmail: '', confirmEmail: '', password: '' },
    change: ({ password, newEmail }) => identity.updateEmail({ password, newEmail }),
    changedMessage: ({ newEmail }) => t('account.email.changed', { email: newEmail }),
    failedMessage: t('account.email.failed'),
    onChanged: ({ newEmail }) => onChanged?.(newEmail),
  });
  return (
    <AccountFormSection
      heading={t('account.email.heading')}
      slot="email-change"
      intro={<p className="text-ink">{t('account.email.current', { email: currentEmail })}</p>}
      submitLabel={t('account.email.submit')}
      {...submit}
    >
      <AccountFields
        fields={EMAIL_FIELDS}
        register={form.register}
        errors={form.formState.errors}
        t={t}
      />
    </AccountFormSection>
  );
}
