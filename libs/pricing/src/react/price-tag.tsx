import { Price, VisuallyHidden, cn } from '@storefront/ui-kit';
import type { ComponentPropsWithRef } from 'react';
import { negate } from '../lib/money/arithmetic';
import { isNegative } from '../lib/money/compare';
import { formatMoney } from '../lib/money/format-money';
import { isMoney, type Money } from '../lib/money/money';
import { fromPriceObject, type PriceObjectInput } from '../lib/money/price-object';
import { toCents } from '../lib/money/rounding';

/**
 * Props of {@link PriceTag}.
 *
 * @example
 * ```tsx
 * import type { PriceTagProps } from '@storefront/pricing/react';
 *
 * const props: PriceTagProps = { value: money('487.13'), unitPrice: money('4.87') };
 * ```
 */
export interface PriceTagProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The amount: Money, or a price object straight from the API. */
  value: Money | PriceObjectInput;
  /** Adds a second line with the price of one unit. */
  unitPrice?: Money | PriceObjectInput;
  /** Words after the unit price; `per unit` by default. */
  unitLabel?: string;
  /**
   * `discount` shows the amount as a deduction (`-$5.00`, success colour) whatever its sign,
   * as the order summary's discount line does. `default` shows the amount as it is.
   */
  variant?: 'default' | 'discount';
  /** Spoken before the amount by screen readers, e.g. `Total` or `Discount SAVE10`. */
  label?: string;
  /** Locale of grouping and symbol position; `en-US` by default. */
  locale?: string;
}

function toMoney(value: Money | PriceObjectInput): Money {
  return isMoney(value) ? value : fromPriceObject(value);
}

function spoken(amount: Money, locale: string): string {
  return isNegative(amount)
    ? `minus ${formatMoney(negate(amount), locale)}`
    : formatMoney(amount, locale);
}

/**
 * A price as shoppers read it: `$1,234.50`, exactly 2 decimals, optionally with a
 * `$4.87 per unit` line and as a discount (`-$5.00` in the success colour). Screen readers
 * hear one clear sentence (`Total $487.13, $4.87 per unit`, `Discount minus $5.00`) instead
 * of the symbols. Money with more than 2 decimals is rounded half-up for display.
 *
 * @example
 * ```tsx
 * import { money } from '@storefront/pricing';
 * import { PriceTag } from '@storefront/pricing/react';
 *
 * <PriceTag value={money('487.13')} unitPrice={money('4.87')} label="Total" />;
 * <PriceTag value={{ type: 'centPrecision', centAmount: 500, currencyCode: 'USD' }} variant="discount" />;
 * ```
 */
export function PriceTag({
  value,
  unitPrice,
  unitLabel = 'per unit',
  variant = 'default',
  label,
  locale = 'en-US',
  className,
  ...props
}: PriceTagProps) {
  const amount = toMoney(value);
  const unit = unitPrice === undefined ? undefined : toMoney(unitPrice);
  const isDiscount = variant === 'discount';
  const shown = isDiscount && !isNegative(amount) ? negate(amount) : amount;
  const negative = isNegative(shown);

  const sentence = [
    [label, spoken(shown, locale)].filter(Boolean).join(' '),
    unit ? `${formatMoney(unit, locale)} ${unitLabel}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <span
      data-slot="price-tag"
      data-variant={variant}
      data-negative={negative ? '' : undefined}
      className={cn('inline-flex flex-col items-end', className)}
      {...props}
    >
      <span aria-hidden="true" className="contents">
        <Price
          amountInCents={toCents(shown, 'half-up')}
          currency={shown.currency}
          locale={locale}
          tone={isDiscount ? 'success' : negative ? 'danger' : 'default'}
          className="font-semibold"
        />
        {unit ? (
          <span data-slot="price-tag-unit" className="text-ink-muted text-sm">
            {formatMoney(unit, locale)} {unitLabel}
          </span>
        ) : null}
      </span>
      <VisuallyHidden>{sentence}</VisuallyHidden>
    </span>
  );
}
