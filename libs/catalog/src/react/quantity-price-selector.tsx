import { selectPriceForQuantity, type PriceListEntry } from '@storefront/pricing';
import { Button, Select, Skeleton, VisuallyHidden, cn } from '@storefront/ui-kit';
import { nextPriceBreak } from '../lib/product-page/next-price-break';
import { useCatalogFormat } from './use-catalog-format';

/**
 * Props of {@link QuantityPriceSelector}.
 *
 * @example
 * const props: QuantityPriceSelectorProps = {
 *   quantities: [1, 10, 25],
 *   quantity: 10,
 *   onQuantityChange: setQuantity,
 *   priceList: prices.data?.priceList,
 *   status: prices.status,
 *   onRetry: () => prices.refetch(),
 * };
 */
export interface QuantityPriceSelectorProps {
  /** The allowed quantities (`allowedQuantitiesOf(config)`), ascending. */
  quantities: readonly number[];
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** The price list of the current options; `undefined` while none has arrived. */
  priceList: readonly PriceListEntry[] | undefined;
  /** The price query's status: `error` shows the spec message and a retry button. */
  status: 'pending' | 'error' | 'success';
  /** New prices for changed options are on their way (the shown ones are the previous). */
  isRefreshing?: boolean;
  onRetry: () => void;
  /** A sample page: quantity 1, no selector. */
  fixedQuantity?: boolean;
  className?: string;
}

function priceOf(priceList: readonly PriceListEntry[] | undefined, quantity: number) {
  if (!priceList || priceList.length === 0) return null;
  try {
    return selectPriceForQuantity(priceList, quantity);
  } catch {
    return null;
  }
}

/**
 * The quantity selector of a product page with live prices: one choice per allowed quantity,
 * each with its total and unit price; the total and unit price of the chosen quantity
 * (announced politely when it changes); the next price break ("Order 25 more, save 14%");
 * and, when prices cannot be loaded, 'Unable to load price. Please retry again after
 * sometime' with a retry button.
 *
 * @example
 * <QuantityPriceSelector
 *   quantities={allowedQuantitiesOf(config)}
 *   quantity={quantity}
 *   onQuantityChange={setQuantity}
 *   priceList={prices.data?.priceList}
 *   status={prices.status}
 *   isRefreshing={prices.isPlaceholderData}
 *   onRetry={() => void prices.refetch()}
 * />
 */
export function QuantityPriceSelector({
  quantities,
  quantity,
  onQuantityChange,
  priceList,
  status,
  isRefreshing = false,
  onRetry,
  fixedQuantity = false,
  className,
}: QuantityPriceSelectorProps) {
  const { t, money, count } = useCatalogFormat();
  const shownList = status === 'error' ? undefined : priceList;
  const current = priceOf(shownList, quantity);
  const next = shownList ? nextPriceBreak(shownList, quantity) : null;

  return (
    <section
      aria-label={t('price.tiersLabel')}
      aria-busy={isRefreshing || status === 'pending' || undefined}
      data-slot="quantity-price-selector"
      className={cn('flex flex-col gap-3', className)}
    >
      {fixedQuantity ? (
        <p className="text-ink font-semibold">{t('price.sampleQuantity')}</p>
      ) : (
        <Select
          label={t('price.quantity')}
          value={String(quantity)}
          onChange={(value) => onQuantityChange(Number(value))}
          options={quantities.map((option) => {
            const entry = priceOf(shownList, option);
            return {
              value: String(option),
              label: entry
                ? t('price.quantityOption', {
                    count: option,
                    quantity: count(option),
                    total: money(entry.totalPrice),
                    unit: money(entry.unitPrice),
                  })
                : t('price.quantityOptionPending', { count: option, quantity: count(option) }),
            };
          })}
        />
      )}

      {/* Tall enough for the total, the unit price and the next price break (76 px), so
          nothing below moves when the prices arrive. */}
      <div aria-live="polite" className="flex min-h-19 flex-col gap-1">
        {status === 'error' ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p className="text-danger font-medium">{t('price.failed')}</p>
          </div>
        ) : current ? (
          <>
            <p data-slot="price" className="flex flex-col">
              <span aria-hidden="true" className="text-ink text-2xl font-semibold">
                {money(current.totalPrice)}
              </span>
              <span aria-hidden="true" className="text-ink-muted text-sm">
                {money(current.unitPrice)} {t('price.perBox')}
              </span>
              <VisuallyHidden>
                {`${t('price.total')} ${money(current.totalPrice)}, ${money(current.unitPrice)} ${t('price.perBox')}`}
              </VisuallyHidden>
            </p>
            {next ? (
              <p data-slot="next-price-break" className="text-brand-primary text-sm font-semibold">
                {t('price.nextBreak', {
                  extra: count(next.extraQuantity),
                  percent: next.savingPercent,
                })}
                <span className="text-ink-muted font-normal">
                  {' · '}
                  {t('price.nextBreakDetail', {
                    count: next.quantity,
                    quantity: count(next.quantity),
                    price: money(next.unitPrice),
                  })}
                </span>
              </p>
            ) : null}
          </>
        ) : (
          <div role="status" className="flex flex-col gap-1">
            <span className="sr-only">{t('price.loading')}</span>
            <span className="flex flex-col">
              <Skeleton width="7rem" height="2rem" />
              <Skeleton width="6rem" height="1.25rem" />
            </span>
            <Skeleton width="16rem" height="1.25rem" className="max-w-full" />
          </div>
        )}
      </div>
      {status === 'error' ? (
        <Button variant="secondary" size="sm" className="self-start" onClick={onRetry}>
          {t('price.retry')}
        </Button>
      ) : null}
    </section>
  );
}
