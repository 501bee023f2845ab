import { Card } from '@storefront/ui-kit';
import { useId, type ReactNode } from 'react';

/**
 * Props of {@link TitledSection}.
 *
 * @example
 * const props: TitledSectionProps = { heading: 'Password', 'data-slot': 'password-change', children };
 */
export interface TitledSectionProps {
  heading: ReactNode;
  /** `false` for a plain `section` (a group of cards); a Card otherwise. */
  framed?: boolean;
  className?: string;
  'data-slot'?: string;
  children?: ReactNode;
}

/**
 * A titled region of the orders and account pages (internal): a `section` labelled by its `h2`
 * heading, framed as a Card unless `framed={false}`.
 *
 * @example
 * <TitledSection heading={t('account.email.heading')} data-slot="email-change">…</TitledSection>
 */
export function TitledSection({ heading, framed = true, children, ...props }: TitledSectionProps) {
  const headingId = useId();
  const content = (
    <>
      <h2 id={headingId} className="font-brand-heading text-ink text-xl">
        {heading}
      </h2>
      {children}
    </>
  );
  return framed ? (
    <Card as="section" aria-labelledby={headingId} {...props}>
      {content}
    </Card>
  ) : (
    <section aria-labelledby={headingId} {...props}>
      {content}
    </section>
  );
}
