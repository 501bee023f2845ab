import { Card, cn } from '@storefront/ui-kit';
import { useId, type ReactNode } from 'react';
import type { OrderLine } from '../lib/order-model';
import { lineTrackingLink } from '../lib/order-tracking';
import { OrderStatusBadge } from './order-status-badge';
import { textLinkClasses } from './orders-link';
import { useOrdersFormat } from './use-orders-format';

/**
 * Props of {@link OrderLineItem}.
 *
 * @example
 * const props: OrderLineItemProps = { line, actions: <ReorderButton line={line} onReorder={reorder} /> };
 */
export interface OrderLineItemProps {
  line: OrderLine;
  /** Buttons shown with the line (reorder, artwork download). */
  actions?: ReactNode;
  className?: string;
}

/**
 * One line of an order: preview (or a placeholder), name, status label, specs, quantity, unit
 * price and line total, the expected-by or estimated arrival day, tracking (carrier, tracking
 * number and a "Track package" link to the carrier, in a new tab) and the artwork files.
 *
 * @example
 * <OrderLineItem line={line} actions={<ReorderButton line={line} onReorder={reorder} />} />
 */
export function OrderLineItem({ line, actions, className }: OrderLineItemProps) {
  const { t, money, day } = useOrdersFormat();
  const headingId = useId();
  const trackingHref = lineTrackingLink(line);
  const expectedBy = day(line.tracking?.expectedBy ?? null);
  const arrival = day(line.arrivalDate);
  return (
    <Card
      as="li"
      aria-labelledby={headingId}
      data-slot="order-line"
      data-status={line.status}
      className={cn('grid gap-4 sm:grid-cols-[8rem_1fr]', className)}
    >
      <div className="rounded-brand bg-surface-muted flex aspect-square w-32 items-center justify-center overflow-hidden">
        {line.previewImageUrl ? (
          <img
            src={line.previewImageUrl}
            alt={t('detail.preview', { name: line.name })}
            width={128}
            height={128}
            loading="lazy"
            className="h-full w-full object-contain"
          />
        ) : (
          <span className="text-ink-muted p-2 text-center text-xs">{t('detail.noPreview')}</span>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-brand-heading text-ink text-lg">
            {line.name}
          </h3>
          <OrderStatusBadge status={line.status} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {line.specs
            .filter((spec) => spec.name !== 'Quantity')
            .map((spec) => (
              <div key={spec.name} className="contents">
                <dt className="text-ink-muted">{spec.name}</dt>
                <dd className="text-ink">{spec.value}</dd>
              </div>
            ))}
          <dt className="text-ink-muted">{t('detail.quantity')}</dt>
          <dd className="text-ink tabular-nums">{line.quantity.toLocaleString()}</dd>
          <dt className="text-ink-muted">{t('detail.unitPrice')}</dt>
          <dd className="text-ink tabular-nums">{money(line.unitPrice)}</dd>
          <dt className="text-ink-muted">{t('detail.lineTotal')}</dt>
          <dd className="text-ink font-semibold tabular-nums">{money(line.subtotal)}</dd>
          {line.shipping?.name ? (
            <>
              <dt className="text-ink-muted">{t('detail.shipping')}</dt>
              <dd className="text-ink">
                {[line.shipping.name, line.shipping.serviceName].filter(Boolean).join(' · ')}
              </dd>
            </>
          ) : null}
          {expectedBy ? (
            <>
              <dt className="text-ink-muted">{t('detail.expectedBy')}</dt>
              <dd className="text-ink" data-slot="expected-by">
                {expectedBy}
              </dd>
            </>
          ) : arrival ? (
            <>
              <dt className="text-ink-muted">{t('detail.estimatedArrival')}</dt>
              <dd className="text-ink">{arrival}</dd>
            </>
          ) : null}
          {line.tracking?.trackingId ? (
            <>
              <dt className="text-ink-muted">
                {t('detail.trackingNumber', { carrier: line.tracking.carrierName ?? '' })}
              </dt>
              <dd className="text-ink font-mono" data-slot="tracking-id">
                {line.tracking.trackingId}
              </dd>
            </>
          ) : null}
        </dl>
        {line.uploads.length > 0 ? (
          <div>
            <h4 className="text-ink text-sm font-semibold">{t('detail.uploads')}</h4>
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {line.uploads.map((upload, index) => (
                <li key={`${upload.name}-${index}`}>
                  {upload.url ? (
                    <a
                      href={upload.url}
                      className={textLinkClasses}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {upload.name || upload.url}
                    </a>
                  ) : (
                    upload.name
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap items-start gap-3">
          {trackingHref ? (
            <a
              href={trackingHref}
              target="_blank"
              rel="noopener noreferrer"
              data-slot="track-package"
              aria-label={t('detail.trackPackageOf', {
                name: line.name,
                carrier: line.tracking?.carrierName ?? '',
                trackingId: line.tracking?.trackingId ?? '',
              })}
              className="rounded-brand bg-brand-primary text-brand-primary-contrast hover:bg-brand-primary-hover focus-visible:outline-brand-primary inline-flex min-h-8 items-center px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {t('detail.trackPackage')}
            </a>
          ) : null}
          {actions}
        </div>
      </div>
    </Card>
  );
}
