import { Button, NumberField, cn } from '@storefront/ui-kit';
import { useState, type FormEvent } from 'react';
import type { CartLine } from '../lib/transformed-cart';
import { formatArrivalDate, formatPrice } from './format';
import { useCartTranslation, type CartTranslate } from './use-cart-translation';

/**
 * Props of {@link CartLineList}.
 *
 * @example
 * const props: CartLineListProps = { lines: cart.lines, onRemove: (line) => removeLineItem(line.id) };
 */
export interface CartLineListProps {
  lines: readonly CartLine[];
  /**
   * Called with a new quantity of an editable line. A rejection keeps the typed quantity; show
   * its message elsewhere (the page's alert).
   */
  onQuantityChange?: (line: CartLine, quantity: number) => void | Promise<void>;
  /** Called when the shopper removes a line. */
  onRemove?: (line: CartLine) => void | Promise<void>;
  /** Disables the controls while a change is being sent. */
  busy?: boolean;
  /** The list's accessible name; 'Items in your cart' by default. */
  label?: string;
  className?: string;
}

function LineImage({ line, t }: { line: CartLine; t: CartTranslate }) {
  if (line.imageUrl) {
    return (
      <img
        src={line.imageUrl}
        alt={t('line.imageAlt', { name: line.name })}
        width={96}
        height={96}
        loading="lazy"
        className="rounded-brand bg-surface-muted size-24 shrink-0 object-cover"
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={t('line.imageAlt', { name: line.name })}
      className="rounded-brand bg-surface-muted text-ink-muted flex size-24 shrink-0 items-center justify-center p-2 text-center text-xs"
    >
      {t('line.noImage')}
    </div>
  );
}

function QuantityEditor({
  line,
  busy,
  onQuantityChange,
  t,
}: {
  line: CartLine;
  busy: boolean;
  onQuantityChange: (line: CartLine, quantity: number) => void | Promise<void>;
  t: CartTranslate;
}) {
  const [value, setValue] = useState(String(line.quantity));
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const quantity = Number(value);
    if (value === '' || !Number.isSafeInteger(quantity) || quantity < 1) {
      setError(t('line.quantityInvalid'));
      return;
    }
    setError(undefined);
    if (quantity === line.quantity) return;
    setSending(true);
    try {
      await onQuantityChange(line, quantity);
    } catch {
      // The page says why; the typed quantity stays so the shopper can try again.
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex items-end gap-2"
      aria-label={t('line.quantityOf', { name: line.name })}
    >
      <NumberField
        label={t('line.quantity')}
        value={value}
        onValueChange={setValue}
        error={error}
        className="w-28"
        disabled={busy}
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        loading={sending}
        disabled={busy}
        aria-label={t('line.updateLabel', { name: line.name })}
      >
        {t('line.update')}
      </Button>
    </form>
  );
}

function LineFlags({ line, t }: { line: CartLine; t: CartTranslate }) {
  const flags = [
    line.isPriceUpdated ? t('line.priceUpdated') : null,
    line.isPromisedArrivalDateUpdated ? t('line.arrivalDateUpdated') : null,
    line.isShippingMethodApplicable ? null : t('line.shippingMethodNotApplicable'),
  ].filter((flag): flag is string => flag !== null);
  if (flags.length === 0 && line.isCheckoutReady) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {flags.map((flag) => (
        <li key={flag} className="text-brand-primary font-semibold">
          {flag}
        </li>
      ))}
      {line.isCheckoutReady
        ? null
        : line.checkoutUnreadyReasons.map((reason) => (
            <li key={reason.code} className="text-danger font-semibold">
              {reason.message}
            </li>
          ))}
    </ul>
  );
}

/**
 * The lines of the cart (spec: preview image, name, attributes and price with dollar sign and
 * 2 decimals), each with its unit price, shipping, arrival date, discount, the flags of a
 * changed price, arrival date or shipping method, and why it cannot be checked out. With
 * `onQuantityChange` editable lines get a quantity field (samples are not editable); with
 * `onRemove` every line gets a Remove button.
 *
 * @example
 * <CartLineList
 *   lines={cart.lines}
 *   onQuantityChange={(line, quantity) => changeQuantity(line.id, quantity)}
 *   onRemove={(line) => removeLineItem(line.id)}
 * />
 */
export function CartLineList({
  lines,
  onQuantityChange,
  onRemove,
  busy = false,
  label,
  className,
}: CartLineListProps) {
  const { t, language } = useCartTranslation();
  return (
    <ul aria-label={label ?? t('line.listLabel')} className={cn('flex flex-col gap-4', className)}>
      {lines.map((line) => (
        <li
          key={line.id}
          className="rounded-brand border-border bg-surface flex flex-col gap-4 border p-4 sm:flex-row"
          data-slot="cart-line"
        >
          <LineImage line={line} t={t} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-brand-heading text-ink text-lg">{line.name}</h3>
                {line.isSample ? (
                  <p className="text-brand-primary text-sm font-semibold">{t('line.sample')}</p>
                ) : null}
              </div>
              <p className="text-right">
                <span className="text-ink block text-lg font-semibold tabular-nums">
                  {formatPrice(line.subtotal)}
                </span>
                <span className="text-ink-muted block text-sm tabular-nums">
                  {t('line.unitPrice', { price: formatPrice(line.unitPrice) })}
                </span>
              </p>
            </div>
            {line.attributes.length > 0 ? (
              <dl className="text-ink-muted grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {line.attributes.map((attribute) => (
                  <div key={attribute.name} className="contents">
                    <dt>{attribute.name}</dt>
                    <dd className="text-ink">{attribute.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {line.shippingInfo || line.promisedArrivalDate ? (
              <p className="text-ink-muted text-sm">
                {line.shippingInfo ? t('line.shipping', { name: line.shippingInfo.name }) : null}
                {line.shippingInfo && line.promisedArrivalDate ? ' · ' : null}
                {line.promisedArrivalDate
                  ? t('line.arrives', {
                      date: formatArrivalDate(line.promisedArrivalDate, language),
                    })
                  : null}
              </p>
            ) : null}
            {line.discountInfo ? (
              <p className="text-success text-sm font-semibold">
                {t('line.discount', {
                  amount: formatPrice(line.discountInfo.amount),
                  code: line.discountInfo.discountCode,
                })}
              </p>
            ) : null}
            <LineFlags line={line} t={t} />
            <div className="flex flex-wrap items-end justify-between gap-3">
              {onQuantityChange && line.isEditable ? (
                <QuantityEditor
                  key={line.quantity}
                  line={line}
                  busy={busy}
                  onQuantityChange={onQuantityChange}
                  t={t}
                />
              ) : (
                <p className="text-ink text-sm">
                  {t('line.quantity')}: <span className="tabular-nums">{line.quantity}</span>
                </p>
              )}
              {onRemove ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => void Promise.resolve(onRemove(line)).catch(() => undefined)}
                  aria-label={t('line.removeLabel', { name: line.name })}
                >
                  {t('line.remove')}
                </Button>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
