import { createI18n, I18nProvider } from '@storefront/ui-kit/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './order-status-badge';
import { createOrdersI18n } from './testing/orders-i18n';

function renderBadge(status: string | null | undefined, lng: 'en' | 'de' = 'en') {
  render(
    <I18nProvider i18n={createOrdersI18n(lng)}>
      <OrderStatusBadge status={status} />
    </I18nProvider>,
  );
  return document.querySelector('[data-slot="order-status-badge"]');
}

describe('OrderStatusBadge', () => {
  it.each([
    ['ArtworkReview', 'Artwork Check In Progress'],
    ['SentToMCP', 'Waiting For Printing'],
    ['WaitingforPayment', 'On Hold For Payment'],
    ['WaitingForPayment', 'On Hold For Payment'],
  ])('shows %s as %s', (status, label) => {
    const badge = renderBadge(status);
    expect(badge).toHaveTextContent(label);
  });

  it('shows the German label', () => {
    expect(renderBadge('Shipped', 'de')).toHaveTextContent('Versandt');
  });

  it('shows a missing status as the initial status', () => {
    const badge = renderBadge(undefined);
    expect(badge).toHaveTextContent('Order Placed');
    expect(badge).toHaveAttribute('data-status', 'Initial');
  });

  it('shows a readable label, never the raw key, for an unknown status', () => {
    const badge = renderBadge('PartiallyShipped');
    expect(badge).toHaveTextContent('Partially Shipped');
    expect(screen.queryByText('PartiallyShipped')).not.toBeInTheDocument();
    expect(badge).toHaveAttribute('data-status', 'unknown');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
  });

  it('exposes the tone for styling', () => {
    expect(renderBadge('DocReviewRejected')).toHaveAttribute('data-tone', 'danger');
  });

  it('falls back to the English label when the namespace is not registered', () => {
    const i18n = createI18n({ language: 'de' });
    render(
      <I18nProvider i18n={i18n}>
        <OrderStatusBadge status="ServiceInProgress" />
      </I18nProvider>,
    );
    expect(screen.getByText('LTL Freight')).toBeInTheDocument();
  });
});
