import { I18nProvider } from '@storefront/ui-kit/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toOrder } from '../lib/order-model';
import { orderResponseSchema } from '../lib/order-response';
import { sampleOrderJson } from '../lib/testing/sample-orders';
import { ReorderButton, type ReorderButtonProps } from './reorder-button';
import { createOrdersI18n } from './testing/orders-i18n';

const line = toOrder(orderResponseSchema.parse(sampleOrderJson())).lines[0]!;
const ADDED = 'Custom Mailer Box was added to your cart.';
const FAILED = 'Unable to add this item to your cart. Please try again.';

function renderButton(props: Partial<ReorderButtonProps>) {
  const onReorder = vi.fn(async () => {});
  render(
    <I18nProvider i18n={createOrdersI18n()}>
      <ReorderButton line={line} onReorder={onReorder} {...props} />
    </I18nProvider>,
  );
  return screen.getByRole('button', { name: 'Reorder Custom Mailer Box' });
}

describe('ReorderButton', () => {
  it('confirms next to itself by default', async () => {
    await userEvent.click(renderButton({}));
    expect(await screen.findByRole('status')).toHaveTextContent(ADDED);
  });

  it('leaves the confirmation to a caller that gives it, so the shopper is told once', async () => {
    const onReorder = vi.fn(async () => {});
    const button = renderButton({ onReorder, confirmation: 'caller' });
    await userEvent.click(button);
    expect(onReorder).toHaveBeenCalledWith(line);
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a failure next to itself either way', async () => {
    const onReorder = vi.fn(async () => Promise.reject(new Error('cart down')));
    await userEvent.click(renderButton({ onReorder, confirmation: 'caller' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FAILED);
  });
});
