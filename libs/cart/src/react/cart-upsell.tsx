import type { Money } from '@storefront/pricing';
import { Button, cn } from '@storefront/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from './format';
import { OutcomeMessage, type Outcome } from './outcome-message';
import { useCartTranslation } from './use-cart-translation';

/**
 * One thing the upsell panel offers: a product in one fixed configuration (its attribute
 * values as shown, its quantity and the price of that quantity), added with one click.
 *
 * @example
 * const insert: CartUpsellOffer = {
 *   id: 'shipping-box-insert',
 *   name: 'Shipping Box Insert',
 *   attributes: ['12 x 12 x 12', 'Kraft'],
 *   quantity: 10,
 *   price: money('12.50'),
 *   isSample: false,
 * };
 */
export interface CartUpsellOffer {
  /** Stable key of the offer (the product key does). */
  id: string;
  /** The product's name, e.g. 'Shipping Box Insert' or 'Mailer Box Sample'. */
  name: string;
  /** Attribute values of the configuration, e.g. `['9 x 6 x 3']`. */
  attributes: readonly string[];
  quantity: number;
  /** The price of the whole quantity. */
  price: Money;
  /** A $1 sample (labelled as such). */
  isSample: boolean;
}

/**
 * Props of {@link CartUpsell}.
 *
 * @example
 * const props: CartUpsellProps = {
 *   offers,
 *   onAdd: (offer) => store.getState().addLineItems([draftOf(offer)]),
 * };
 */
export interface CartUpsellProps {
  /** What to offer; the panel is not shown without offers. */
  offers: readonly CartUpsellOffer[];
  /**
   * Adds an offer to the cart. Resolving says 'Added …' (the page then drops the offer from
   * `offers`); a rejection shows `failureMessage(error, fallback)`.
   */
  onAdd: (offer: CartUpsellOffer) => Promise<unknown>;
  /**
   * The words for a failed add (e.g. the service's reason); `fallback` is the panel's own
   * 'Unable to add … to your cart. Please try again.'
   */
  failureMessage?: (error: unknown, fallback: string) => string;
  /** A note under the heading, e.g. the catalogue's three-sample rule. */
  note?: string | null;
  /** Disables the Add buttons (the cart is being changed elsewhere). */
  disabled?: boolean;
  className?: string;
}

/**
 * The cart's upsell panel (spec: "Upsell", a switch of the store variant): a region 'Complete
 * your order' listing offers — name, configuration, quantity, price, a '$1 sample' label — each
 * with a one-click Add. It says what happened: '… added to your cart.' or the failure (the
 * offer stays so the shopper can try again). With no offers it shows nothing, except the last
 * success message when the add emptied the list (focus moves to it, as the button is gone);
 * after a success that removed the clicked offer, focus moves to the panel's heading.
 *
 * @example
 * <CartUpsell
 *   offers={offers}
 *   note={t('sample.rule', { ns: 'catalog' })}
 *   onAdd={(offer) => addLineItems([draftOf(offer)])}
 *   failureMessage={(error, fallback) => cartFailureMessage(error, fallback)}
 * />
 */
export function CartUpsell({
  offers,
  onAdd,
  failureMessage = (_error, fallback) => fallback,
  note,
  disabled = false,
  className,
}: CartUpsellProps) {
  const { t } = useCartTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const focusAfterAdd = useRef<string | null>(null);

  // The clicked button disappears with its offer: keep the keyboard in the panel (or on the
  // message when the panel is gone).
  useEffect(() => {
    const added = focusAfterAdd.current;
    if (added === null || offers.some((offer) => offer.id === added)) return;
    focusAfterAdd.current = null;
    (offers.length > 0 ? headingRef.current : messageRef.current)?.focus();
  });

  async function add(offer: CartUpsellOffer) {
    setOutcome(null);
    setAdding(offer.id);
    focusAfterAdd.current = null;
    try {
      await onAdd(offer);
      focusAfterAdd.current = offer.id;
      setOutcome({ tone: 'success', message: t('upsell.added', { name: offer.name }) });
    } catch (error) {
      setOutcome({
        tone: 'error',
        message: failureMessage(error, t('upsell.failed', { name: offer.name })),
      });
    } finally {
      setAdding(null);
    }
  }

  const message = outcome ? <OutcomeMessage outcome={outcome} ref={messageRef} /> : null;

  if (offers.length === 0) {
    return outcome?.tone === 'success' ? <div className={className}>{message}</div> : null;
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-brand bg-surface-muted flex flex-col gap-3 p-4', className)}
      data-slot="cart-upsell"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-brand-heading text-ink text-xl outline-none"
      >
        {t('upsell.heading')}
      </h2>
      {note ? <p className="text-ink text-sm">{note}</p> : null}
      <ul className="flex flex-col gap-3">
        {offers.map((offer) => (
          <li
            key={offer.id}
            className="rounded-brand border-border bg-surface flex flex-wrap items-center justify-between gap-3 border p-3"
          >
            <div className="min-w-0">
              <h3 className="text-ink font-semibold">{offer.name}</h3>
              {offer.isSample ? (
                <p className="text-brand-primary text-sm font-semibold">{t('line.sample')}</p>
              ) : null}
              <p className="text-ink-muted text-sm">
                {[...offer.attributes, t('upsell.quantity', { quantity: offer.quantity })].join(
                  ' · ',
                )}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="text-ink font-semibold tabular-nums">
                {formatPrice(offer.price)}
              </span>
              <Button
                size="sm"
                variant="secondary"
                loading={adding === offer.id}
                disabled={disabled || (adding !== null && adding !== offer.id)}
                aria-label={t('upsell.addLabel', { name: offer.name })}
                onClick={() => void add(offer)}
              >
                {t('upsell.add')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {message}
    </section>
  );
}
