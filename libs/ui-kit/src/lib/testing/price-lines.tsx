import { Fragment } from 'react';
import { cn } from '../cn';
import { Price, type PriceProps } from '../price/price';

// A story helper (not exported from the package): the priced lines of an order, as the Card
// and Price stories show them.

/** One line: its term and the Price beside it; `emphasis` sets a total in semibold. */
export interface PriceLine extends PriceProps {
  term: string;
  emphasis?: boolean;
}

/**
 * An order's priced lines as a description list, the amounts aligned to the end.
 *
 * @example
 * <PriceLines lines={[{ term: 'Subtotal', amountInCents: 124950 }]} className="max-w-xs" />
 */
export function PriceLines({ lines, className }: { lines: PriceLine[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[1fr_auto] gap-y-1 text-sm', className)}>
      {lines.map(({ term, emphasis = false, ...price }) => (
        <Fragment key={term}>
          <dt className={emphasis ? 'font-semibold' : undefined}>{term}</dt>
          <dd className={cn('text-end', emphasis && 'font-semibold')}>
            <Price {...price} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
