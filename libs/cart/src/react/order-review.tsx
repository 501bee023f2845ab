import { Button, Section, cn } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import type { ApiAddressInput } from '../lib/address';
import type { CartLine } from '../lib/transformed-cart';
import { AddressSummary } from './address-summary';
import { formatArrivalDate, formatPrice } from './format';
import { useCartTranslation } from './use-cart-translation';

/**
 * The sections of the order review, for `onEdit`.
 *
 * @example
 * const section: OrderReviewSection = 'shippingAddress';
 */
export type OrderReviewSection =
  'accountInfo' | 'purchaseInfo' | 'shippingAddress' | 'billingAddress' | 'shippingMethods';

/**
 * Props of {@link OrderReview}.
 *
 * @example
 * const props: OrderReviewProps = { email: 'ada@example.com', paymentMethod: 'Credit or debit card', shippingAddress, billingAddress, lines: cart.lines };
 */
export interface OrderReviewProps {
  /** The account's (or guest's) email. */
  email: string | null;
  /** The chosen payment method, as shown. */
  paymentMethod: string | null;
  shippingAddress: ApiAddressInput | null;
  billingAddress: ApiAddressInput | null;
  /** The lines, for their shipping methods. */
  lines: readonly CartLine[];
  /** Shows an Edit button on the sections that can be changed. */
  onEdit?: (section: OrderReviewSection) => void;
  /** Replaces the heading ('Review your order'), e.g. 'Order details' once it is placed. */
  heading?: string;
  className?: string;
}

/** One part of the review (its title, an edit button where it can be changed). */
function ReviewPart({
  id,
  title,
  onEdit,
  editLabel,
  editText,
  children,
}: {
  id: string;
  title: string;
  onEdit: (() => void) | undefined;
  editLabel: string;
  editText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-border flex flex-col gap-2 border-t pt-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="text-ink font-semibold">
          {title}
        </h3>
        {onEdit ? (
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={editLabel}>
            {editText}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The order review before placing the order (spec): account info (email), purchase info
 * (payment method), shipping address, billing address and the shipping method of each line.
 *
 * @example
 * <OrderReview
 *   email={cart.customerEmail}
 *   paymentMethod="Credit or debit card"
 *   shippingAddress={cart.shippingAddress}
 *   billingAddress={cart.billingAddress}
 *   lines={cart.lines}
 *   onEdit={(section) => navigate(section === 'shippingMethods' ? '/shipping-methods' : '/shipping-address')}
 * />
 */
export function OrderReview({
  email,
  paymentMethod,
  shippingAddress,
  billingAddress,
  lines,
  onEdit,
  heading,
  className,
}: OrderReviewProps) {
  const { t, language } = useCartTranslation();
  const notSet = <p className="text-ink-muted">{t('review.notSet')}</p>;
  const section = (key: OrderReviewSection, editable: boolean, children: ReactNode) => (
    <ReviewPart
      id={`order-review-${key}`}
      title={t(`review.${key}`)}
      onEdit={editable && onEdit ? () => onEdit(key) : undefined}
      editLabel={t('review.editLabel', { section: t(`review.${key}`) })}
      editText={t('review.edit')}
    >
      {children}
    </ReviewPart>
  );
  return (
    <Section
      heading={heading ?? t('review.heading')}
      headingId="order-review-heading"
      className={cn(
        'rounded-brand border-border bg-surface flex flex-col gap-3 border p-4',
        className,
      )}
      data-slot="order-review"
    >
      {section(
        'accountInfo',
        false,
        email ? <p className="text-ink [overflow-wrap:anywhere]">{email}</p> : notSet,
      )}
      {section(
        'purchaseInfo',
        false,
        paymentMethod ? <p className="text-ink">{paymentMethod}</p> : notSet,
      )}
      {section(
        'shippingAddress',
        true,
        shippingAddress ? <AddressSummary address={shippingAddress} /> : notSet,
      )}
      {section(
        'billingAddress',
        true,
        billingAddress ? <AddressSummary address={billingAddress} /> : notSet,
      )}
      {section(
        'shippingMethods',
        true,
        <ul className="text-ink flex flex-col gap-1">
          {lines.map((line) => (
            <li key={line.id}>
              <span className="font-medium">{line.name}</span>
              {line.shippingInfo
                ? ` — ${line.shippingInfo.name} (${line.shippingInfo.displayName}), ${formatPrice(line.shippingInfo.totalPrice)}`
                : null}
              {line.promisedArrivalDate
                ? `, ${t('line.arrives', { date: formatArrivalDate(line.promisedArrivalDate, language) })}`
                : null}
            </li>
          ))}
        </ul>,
      )}
    </Section>
  );
}
