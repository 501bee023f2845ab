import { cn } from '@storefront/ui-kit';

/**
 * Address lines (from `addressLines`) as an `address` element, a line a row (internal).
 *
 * @example
 * <AddressText lines={addressLines(order.shippingAddress)} />
 */
export function AddressText({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <address className={cn('text-ink not-italic', className)}>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
