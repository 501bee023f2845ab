import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, TextField } from '@storefront/ui-kit';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { signInFormSchema, signUpFormSchema } from '../index';
import { useFieldErrorText } from './error-text';
import {
  pageHeadingClasses,
  sectionHeadingClasses,
  textLinkClasses,
  type IdentityLinkComponent,
} from './identity-link';
import { PasswordRules } from './password-rules';
import { SESSION_EXPIRED_REASON, safeReturnPath } from './return-path';
import { ServiceAlert, useServiceAlert } from './service-alert';
import { useIdentity } from './use-identity';

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
 * Props of {@link LoginPage}.
 *
 * @example
 * const props: LoginPageProps = { onSignedIn: (returnTo) => navigate(returnTo, { replace: true }) };
 */
export interface LoginPageProps {
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
  /** Component for in-app links; the router's `Link` by default. */
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

function SignInSection({
  onSignedIn,
  lostPasswordPath,
  linkComponent: LinkComponent,
}: {
  onSignedIn: () => void;
  lostPasswordPath: string;
  linkComponent: IdentityLinkComponent;
}) {
  const { t } = useTranslation('identity');
  const headingId = useId();
  const { identity } = useIdentity();
  const fieldError = useFieldErrorText();
  const { alert, show, clear } = useServiceAlert();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    clear();
    try {
      await identity.signIn(credentials);
    } catch (error) {
      show(error);
      return;
    }
    onSignedIn();
  }, clear);

  return (
    <section aria-labelledby={headingId} data-slot="sign-in">
      <h2 id={headingId} className={sectionHeadingClasses}>
        {t('login.heading')}
      </h2>
      <p className="text-ink-muted mt-2">{t('login.intro')}</p>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void submit(event)}
        className="mt-6 flex flex-col gap-4"
      >
        <ServiceAlert alert={alert} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldError(errors.email?.message)}
          {...register('email')}
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
        <Button type="submit" loading={isSubmitting} className="self-start">
          {t('login.submit')}
        </Button>
      </form>
    </section>
  );
}

function OptionalLabel({ children }: { children: string }) {
  const { t } = useTranslation('identity');
  return (
    <>
      {children} <span className="text-ink-muted font-normal">{t('fields.optional')}</span>
    </>
  );
}

function SignUpSection({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('identity');
  const headingId = useId();
  const rulesId = useId();
  const { identity } = useIdentity();
  const fieldError = useFieldErrorText();
  const { alert, show, clear } = useServiceAlert();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
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
  const password = useWatch({ control, name: 'password' });
  const titleOptions = [
    { value: '', label: t('fields.noTitle') },
    ...SIGN_UP_TITLES.map((title) => ({ value: title, label: t(`fields.titles.${title}`) })),
  ];

  const submit = handleSubmit(async (signUp) => {
    clear();
    try {
      await identity.signUpAndSignIn(signUp);
    } catch (error) {
      show(error);
      return;
    }
    onSignedIn();
  }, clear);

  return (
    <section aria-labelledby={headingId} data-slot="sign-up">
      <h2 id={headingId} className={sectionHeadingClasses}>
        {t('register.heading')}
      </h2>
      <p className="text-ink-muted mt-2">{t('register.intro')}</p>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void submit(event)}
        className="mt-6 flex flex-col gap-4"
      >
        <ServiceAlert alert={alert} />
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
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldError(errors.email?.message)}
          {...register('email', { deps: ['confirmEmail'] })}
        />
        <TextField
          label={t('fields.confirmEmail')}
          type="email"
          autoComplete="email"
          required
          error={fieldError(errors.confirmEmail?.message)}
          {...register('confirmEmail')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={rulesId}
          error={fieldError(errors.password?.message)}
          {...register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordRules id={rulesId} password={password} />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting} className="self-start">
          {t('register.submit')}
        </Button>
      </form>
    </section>
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
 *   return <LoginPage onSignedIn={(returnTo) => navigate(returnTo, { replace: true })} />;
 * }
 */
export function LoginPage({
  onSignedIn,
  defaultReturnTo = '/',
  lostPasswordPath = '/lost-password',
  linkComponent = Link,
}: LoginPageProps) {
  const { t } = useTranslation('identity');
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
