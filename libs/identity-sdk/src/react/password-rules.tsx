import { VisuallyHidden, cn } from '@storefront/ui-kit';
import { useId } from 'react';
import { checkPasswordRules } from '../lib/password-rules';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Props of {@link PasswordRules}.
 *
 * @example
 * const props: PasswordRulesProps = { password: 'Secret1!', id: 'password-rules' };
 */
export interface PasswordRulesProps {
  /** The password as typed so far. */
  password: string;
  /** Id of the checklist, for the password input's `aria-describedby`. */
  id?: string;
  className?: string;
}

function RuleIcon({ met }: { met: boolean }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false" className="size-4">
      {met ? (
        <path
          d="M5 10.5l3.2 3.2L15 7"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="10" cy="10" r="6" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

/**
 * A checklist of the password rules that shows, as the shopper types, which rules the
 * password meets (8 to 20 characters, upper case, lower case, a number, one of !@#$%^&*).
 * Each rule says "met" or "not met" to screen readers. Strings come from the `identity`
 * i18n namespace (`identityMessages`).
 *
 * @example
 * <TextField label="Password" type="password" aria-describedby="password-rules" {...field} />
 * <PasswordRules id="password-rules" password={field.value} />
 */
export function PasswordRules({ password, id, className }: PasswordRulesProps) {
  const { t } = useMessages('identity');
  const headingId = useId();
  const results = checkPasswordRules(password);
  return (
    <div id={id} data-slot="password-rules" className={cn('text-sm', className)}>
      <p id={headingId} className="text-ink font-medium">
        {t('passwordRules.heading')}
      </p>
      <ul aria-labelledby={headingId} className="mt-1 flex flex-col gap-1">
        {results.map((rule) => (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-met={rule.met}
            className={cn('flex items-center gap-2', rule.met ? 'text-success' : 'text-ink-muted')}
          >
            <RuleIcon met={rule.met} />
            <span>
              {t(`passwordRules.${rule.id}`)}
              <VisuallyHidden>
                {' '}
                ({rule.met ? t('passwordRules.met') : t('passwordRules.notMet')})
              </VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
