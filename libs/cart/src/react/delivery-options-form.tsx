import { fromPriceObject, isZero } from '@storefront/pricing';
import { RadioGroup, cn } from '@storefront/ui-kit';
import type { ApiDeliveryOption } from '../lib/api/cart-schemas';
import { defaultDeliveryOptionId } from '../lib/delivery-options';
import { formatArrivalDate, formatPrice } from './format';
import { useCartTranslation } from './use-cart-translation';

/**
 * The delivery options of one line.
 *
 * @example
 * const item: DeliveryOptionsItem = { lineItemId: 'li_1', name: 'Custom Mailer Box', options, selectedId: 'edo-standard' };
 */
export interface DeliveryOptionsItem {
  lineItemId: string;
  /** The line's product name, for the group's label. */
  name: string;
  options: readonly ApiDeliveryOption[];
  /** The option the line has now; the default option is shown chosen without one. */
  selectedId: string | null;
}

/**
 * Props of {@link DeliveryOptionsForm}.
 *
 * @example
 * const props: DeliveryOptionsFormProps = { items, onSelect: (lineItemId, optionId) => setShippingMethods([{ lineItemId, eCommerceDeliveryOptionId: optionId }]) };
 */
export interface DeliveryOptionsFormProps {
  items: readonly DeliveryOptionsItem[];
  /** Called when the shopper picks another option of a line. */
  onSelect: (lineItemId: string, eCommerceDeliveryOptionId: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * The shipping method of each line (spec: delivery options per line with names, prices and
 * arrival dates; the default option chosen by the name 'Standard'). A line without options
 * says 'No shipping methods available'.
 *
 * @example
 * <DeliveryOptionsForm items={items} onSelect={(lineItemId, id) => void choose(lineItemId, id)} />
 */
export function DeliveryOptionsForm({
  items,
  onSelect,
  disabled = false,
  className,
}: DeliveryOptionsFormProps) {
  const { t, language } = useCartTranslation();
  return (
    <div className={cn('flex flex-col gap-6', className)} data-slot="delivery-options">
      {items.map((item) =>
        item.options.length === 0 ? (
          <div key={item.lineItemId} className="flex flex-col gap-1">
            <p className="text-ink text-sm font-semibold">
              {t('delivery.legend', { name: item.name })}
            </p>
            <p role="alert" className="text-danger text-sm font-medium">
              {t('delivery.noMethods')}
            </p>
          </div>
        ) : (
          <RadioGroup
            key={item.lineItemId}
            label={t('delivery.legend', { name: item.name })}
            name={`delivery-${item.lineItemId}`}
            value={defaultDeliveryOptionId(item.options, item.selectedId)}
            disabled={disabled}
            onChange={(value) => onSelect(item.lineItemId, value)}
            options={item.options.map((option) => {
              const price = fromPriceObject(option.shippingPrice);
              const service = option.displayNames[1];
              return {
                value: option.eCommerceDeliveryOptionId,
                label: service
                  ? t('delivery.option', { name: option.displayNames[0] ?? option.name, service })
                  : (option.displayNames[0] ?? option.name),
                description: [
                  isZero(price) ? t('delivery.free') : formatPrice(price),
                  option.date
                    ? t('delivery.arrives', { date: formatArrivalDate(option.date, language) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
              };
            })}
          />
        ),
      )}
    </div>
  );
}
