import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';

const priceVariants = cva('tabular-nums whitespace-nowrap', {
  variants: {
    tone: {
      default: 'text-ink',
      muted: 'text-ink-muted',
      success: 'text-success',
      danger: 'text-danger',
    },
  },
  defaultVariants: { tone: 'default' },
});

/**
 * Props of {@link Price}.
 *
 * @example
 * const discount: PriceProps = { amountInCents: 500, negative: true, tone: 'success' };
 */
export interface PriceProps
  extends Omit<ComponentPropsWithRef<'span'>, 'children'>, VariantProps<typeof priceVariants> {
  /** The amount in minor units (cents) as an integer; bigint for totals beyond 2^53. */
  amountInCents: bigint | number;
  /** ISO 4217 code of a currency with two decimals; `USD` by default. */
  currency?: string;
  /** Locale of the digit grouping and symbol position; `en-US` by default. */
  locale?: string;
  /** Shows the amount as a deduction (`-$5.00`) whatever its sign, e.g. for a discount line. */
  negative?: boolean;
}

function toCents(amount: bigint | number): bigint {
  if (typeof amount === 'bigint') return amount;
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(
      `Price expects amountInCents as a whole number of cents, received ${amount}.`,
    );
  }
  return BigInt(amount);
}

/** The amount as an exact decimal string ("-1234.50"): no floating point on the way. */
function toDecimalString(cents: bigint, negative: boolean): `${number}` {
  const magnitude = cents < 0n ? -cents : cents;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  const minus = (negative || cents < 0n) && magnitude !== 0n ? '-' : '';
  return `${minus}${whole}.${fraction}` as `${number}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // "$" rather than "US$", whatever the locale.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount of money from integer cents, e.g. 123450 → `$1,234.50`. The cents are turned
 * into an exact decimal string and handed to `Intl.NumberFormat`, so nothing is ever held
 * as a binary fraction. A non-integer `number` throws a `RangeError`: the caller summed
 * floats somewhere, and hiding that would put wrong totals on screen.
 *
 * @example
 * <Price amountInCents={123450} />                         // $1,234.50
 * <Price amountInCents={500} negative tone="success" />    // -$5.00
 * <Price amountInCents={-1250} tone="danger" />            // -$12.50, e.g. a balance owed
 * <Price amountInCents={12345678901234567n} />             // $123,456,789,012,345.67
 */
export function Price({
  amountInCents,
  currency = 'USD',
  locale = 'en-US',
  negative = false,
  tone,
  className,
  ...props
}: PriceProps) {
  const decimal = toDecimalString(toCents(amountInCents), negative);
  return (
    <span
      data-slot="price"
      data-value={decimal}
      className={cn(priceVariants({ tone }), className)}
      {...props}
    >
      {formatterFor(locale, currency).format(decimal)}
    </span>
  );
}
