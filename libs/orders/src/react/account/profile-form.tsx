import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@storefront/http';
import { Button, Section } from '@storefront/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Customer } from '../../lib/customer-model';
import { userMessageOf } from '../error-notice';
import { useUpdateCustomer } from '../use-customer';
import { useOrdersFormat } from '../use-orders-format';
import { AccountFields, type AccountField } from './account-fields';

const name = (required: string) =>
  z
    .string()
    .trim()
    .min(1, { error: required, abort: true })
    .max(100, { error: 'account.profile.errors.tooLong' });

const profileSchema = z.object({
  firstName: name('account.profile.errors.firstNameRequired'),
  lastName: name('account.profile.errors.lastNameRequired'),
  companyName: z.string().trim().max(100, { error: 'account.profile.errors.tooLong' }),
});

type ProfileValues = z.output<typeof profileSchema>;

const PROFILE_FIELDS: readonly AccountField<ProfileValues>[] = [
  { name: 'firstName', label: 'account.profile.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'account.profile.lastName', autoComplete: 'family-name' },
  {
    name: 'companyName',
    label: 'account.profile.companyName',
    autoComplete: 'organization',
    required: false,
    className: 'sm:col-span-2',
  },
];

/**
 * Props of {@link ProfileForm}.
 *
 * @example
 * const props: ProfileFormProps = { customer };
 */
export interface ProfileFormProps {
  customer: Customer;
}

/**
 * The customer's profile: email (read only; change it with `EmailChangeForm`), first name,
 * last name and company, saved through `PATCH customers/{id}`. First and last name are
 * required, every field at most 100 characters; a failed save keeps what was typed and says
 * why ('Please refresh and try again' when the customer changed meanwhile).
 *
 * @example
 * <ProfileForm customer={customer} />
 */
export function ProfileForm({ customer }: ProfileFormProps) {
  const { t } = useOrdersFormat();
  const update = useUpdateCustomer(customer.id);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      companyName: customer.companyName ?? '',
    },
  });
  const submit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      await update.mutateAsync({
        version: customer.version,
        firstName: values.firstName,
        lastName: values.lastName,
        companyName: values.companyName === '' ? null : values.companyName,
      });
      setSaved(true);
    } catch {
      // The message below says why; the form keeps what was typed.
    }
  });
  const failure = update.isError
    ? isApiError(update.error) && update.error.status === 409
      ? t('account.staleVersion')
      : userMessageOf(update.error, t('account.saveFailed'))
    : null;
  return (
    <Section
      framed
      heading={t('account.profile.heading')}
      data-slot="profile-form"
      className="flex flex-col gap-4"
    >
      <p className="text-ink">
        <span className="text-ink-muted">{t('account.profile.email')}: </span>
        {customer.email}
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <AccountFields fields={PROFILE_FIELDS} register={register} errors={errors} t={t} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" loading={isSubmitting}>
            {t('account.profile.save')}
          </Button>
          <p role="status" className="text-success empty:hidden">
            {saved ? t('account.profile.saved') : null}
          </p>
        </div>
      </form>
      <p role="alert" className="text-danger empty:hidden">
        {failure}
      </p>
    </Section>
  );
}
