import { zodResolver } from '@hookform/resolvers/zod';
import { Select, TextField } from '@storefront/ui-kit';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router-dom';
import { signInFormSchema, signUpFormSchema } from '../index';
import { useFieldErrorText } from './error-text';
import {
  pageHeadingClasses,
  sectionHeadingClasses,
  textLinkClasses,
  type IdentityLinkComponent,
} from './identity-link';
import { RouterLink } from './router-link';
import { EmailField, IdentityForm, NewPasswordFields, useServiceForm } from './identity-form';
import { SESSION_EXPIRED_REASON, safeReturnPath } from './return-path';
import { useIdentityInstance } from './use-identity';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * The titles offered at registration. The stable code is sent as `title`; each language
 * labels it (`fields.titles.*`).
 *
 * @example
 * SIGN_UP_TITLES; // ['mr', 'ms', 'mx', 'dr']
 */
export const SIGN_UP_TITLES = ['mr', 'ms', 'mx', 'dr'] as const;

// Longest name the registration schema accepts; the inputs stop there.
const NAME_MAX_LENGTH = 100;

/**
 * Props of {@link LoginView}.
 *
 * @example
 * const props: LoginViewProps = { onSignedIn: (returnTo) => navigate(returnTo, { replace: true }) };
 */
export interface LoginViewProps {
  /**
   * Called after sign-in or registration succeeded, with the safe `returnTo` path of the
   * address (or `defaultReturnTo`). The storefront navigates there and shows its
   * "Logged in successfully" message.
   */
  onSignedIn: (returnTo: string) => void;
  /** Where to go when `returnTo` is missing or unsafe. Defaults to `/`. */
  defaultReturnTo?: string;
  /** The lost-password page. Defaults to `/lost-password`. */
  lostPasswordPath?: string;
  /** Component for in-app links; a router link by default. */
  linkComponent?: IdentityLinkComponent;
}

/** The `returnTo` of the address, unless it is unsafe or leads back to this page. */
function useReturnTo(defaultReturnTo: string): string {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const requested = searchParams.get('returnTo');
  return useMemo(() => {
    const fallback = safeReturnPath(defaultReturnTo);
    const path = safeReturnPath(requested, fallback);
    return new URL(path, 'https://storefront.invalid').pathname === pathname ? fallback : path;
  }, [requested, defaultReturnTo, pathname]);
}

/** One of the two forms of the page: a headed section with an introduction. */
function FormSection({
  slot,
  heading,
  intro,
  children,
}: {
  slot: string;
  heading: string;
  intro: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot={slot}>
      <h2 id={headingId} className={sectionHeadingClasses}>
        {heading}
      </h2>
      <p className="text-ink-muted mt-2">{intro}</p>
      {children(headingId)}
    </section>
  );
}

function SignInSection({
  onSignedIn,
  lostPasswordPath,
  linkComponent: LinkComponent,
}: {
  onSignedIn: () => void;
  lostPasswordPath: string;
  linkComponent: IdentityLinkComponent;
}) {
  const { t } = useMessages('identity');
  const identity = useIdentityInstance();
  const fieldError = useFieldErrorText();
  const form = useForm({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const { formProps } = useServiceForm(
    form,
    (credentials) => identity.signIn(credentials),
    onSignedIn,
  );

  return (
    <FormSection slot="sign-in" heading={t('login.heading')} intro={t('login.intro')}>
      {(headingId) => (
        <IdentityForm {...formProps} labelledBy={headingId} submitLabel={t('login.submit')}>
          <EmailField
            label={t('fields.email')}
            error={errors.email?.message}
            field={register('email')}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            required
            error={fieldError(errors.password?.message)}
            {...register('password')}
          />
          <p>
            <LinkComponent to={lostPasswordPath} className={textLinkClasses}>
              {t('login.lostPassword')}
            </LinkComponent>
          </p>
        </IdentityForm>
      )}
    </FormSection>
  );
}

function OptionalLabel({ children }: { children: string }) {
  const { t } = useMessages('identity');
  return (
    <>
      {children} <span className="text-ink-muted font-normal">{t('fields.optional')}</span>
    </>
  );
}

function SignUpSection({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useMessages('identity');
  const identity = useIdentityInstance();
  const fieldError = useFieldErrorText();
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      company: '',
      title: '',
      firstName: '',
      surname: '',
      email: '',
      confirmEmail: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });
  const titleOptions = [
    { value: '', label: t('fields.noTitle') },
    ...SIGN_UP_TITLES.map((title) => ({ value: title, label: t(`fields.titles.${title}`) })),
  ];

  const { formProps } = useServiceForm(
    form,
    (signUp) => identity.signUpAndSignIn(signUp),
    onSignedIn,
  );

  return (
    <FormSection slot="sign-up" heading={t('register.heading')} intro={t('register.intro')}>
      {(headingId) => (
        <IdentityForm {...formProps} labelledBy={headingId} submitLabel={t('register.submit')}>
          <TextField
            label={<OptionalLabel>{t('fields.company')}</OptionalLabel>}
            autoComplete="organization"
            maxLength={NAME_MAX_LENGTH}
            error={fieldError(errors.company?.message)}
            {...register('company')}
          />
          <Controller
            control={control}
            name="title"
            render={({ field, fieldState }) => (
              <Select
                label={<OptionalLabel>{t('fields.title')}</OptionalLabel>}
                options={titleOptions}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              maxLength={NAME_MAX_LENGTH}
              error={fieldError(errors.firstName?.message)}
              {...register('firstName')}
            />
            <TextField
              label={t('fields.surname')}
              autoComplete="family-name"
              required
              maxLength={NAME_MAX_LENGTH}
              error={fieldError(errors.surname?.message)}
              {...register('surname')}
            />
          </div>
          <EmailField
            label={t('fields.email')}
            error={errors.email?.message}
            field={register('email', { deps: ['confirmEmail'] })}
          />
          <EmailField
            label={t('fields.confirmEmail')}
            error={errors.confirmEmail?.message}
            field={register('confirmEmail')}
          />
          <NewPasswordFields
            label={t('fields.password')}
            confirmLabel={t('fields.confirmPassword')}
            password={password}
            register={register}
            errors={errors}
          />
        </IdentityForm>
      )}
    </FormSection>
  );
}

/**
 * The `/login` page: "Log In" (email, password, a link to the lost-password page) and
 * "Create an account" (company and title optional, first name, surname, email twice, a new
 * password twice with the password rules checklist) side by side. Registration signs the
 * new customer in straight away. Both forms check the spec's rules before sending ('Invalid
 * Email address', 'Emails do not match', 'Passwords do not match', the password rules),
 * focus the first wrong field, keep everything typed when a call fails and show the
 * service's message in an alert that takes focus. After success `onSignedIn` gets the
 * `returnTo` path of the address, if it is a path on this site. With
 * `reason=session-expired` in the address (see `RequireCustomer`) it first says 'Your session
 * has expired. Please log in again.'
 *
 * @example
 * function LoginRoute() {
 *   const navigate = useNavigate();
 *   return <LoginView onSignedIn={(returnTo) => navigate(returnTo, { replace: true })} />;
 * }
 */
export function LoginView({
  onSignedIn,
  defaultReturnTo = '/',
  lostPasswordPath = '/lost-password',
  linkComponent = RouterLink,
}: LoginViewProps) {
  const { t } = useMessages('identity');
  const returnTo = useReturnTo(defaultReturnTo);
  const [searchParams] = useSearchParams();
  const sessionExpired = searchParams.get('reason') === SESSION_EXPIRED_REASON;
  const signedIn = () => onSignedIn(returnTo);
  return (
    <div data-slot="login-page" className="mx-auto max-w-5xl px-4 py-12">
      <h1 className={pageHeadingClasses}>{t('login.pageHeading')}</h1>
      {sessionExpired && (
        <p
          role="status"
          data-slot="session-expired"
          className="rounded-brand border-brand-primary bg-surface text-ink mt-4 border-l-4 px-4 py-3 font-medium"
        >
          {t('login.sessionExpired')}
        </p>
      )}
      <div className="mt-8 grid items-start gap-12 md:grid-cols-2">
        <SignInSection
          onSignedIn={signedIn}
          lostPasswordPath={lostPasswordPath}
          linkComponent={linkComponent}
        />
        <SignUpSection onSignedIn={signedIn} />
      </div>
    </div>
  );
}
