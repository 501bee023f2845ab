import { I18nProvider } from '@storefront/ui-kit/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutSteps } from './checkout-steps';
import { createCartI18n } from './testing/cart-i18n';

function renderSteps(pathname: string, lng: 'en' | 'de' = 'en', onStepSelect?: () => void) {
  return render(
    <I18nProvider i18n={createCartI18n(lng)}>
      <CheckoutSteps pathname={pathname} onStepSelect={onStepSelect} />
    </I18nProvider>,
  );
}

describe('CheckoutSteps', () => {
  it('names the list and shows the three steps', () => {
    renderSteps('/cart');
    const list = screen.getByRole('list', { name: 'Checkout progress' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Cart'),
      expect.stringContaining('Shipping'),
      expect.stringContaining('Payment'),
    ]);
  });

  it.each([
    ['/cart', 'Cart'],
    ['/shipping-address', 'Shipping'],
    ['/shipping-methods?edit=1', 'Shipping'],
    ['/payment-info', 'Payment'],
  ])('marks the step of %s as current', (pathname, label) => {
    renderSteps(pathname);
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
  });

  it('marks earlier steps as completed for screen readers', () => {
    renderSteps('/payment-info');
    const [cart, shipping, payment] = screen.getAllByRole('listitem');
    expect(cart).toHaveTextContent('Cart (completed)');
    expect(shipping).toHaveTextContent('Shipping (completed)');
    expect(payment).not.toHaveTextContent('completed');
  });

  it('renders nothing outside the checkout steps', () => {
    const { container } = renderSteps('/order-confirmation');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows German labels', () => {
    renderSteps('/shipping-address', 'de');
    expect(screen.getByRole('list', { name: 'Fortschritt der Bestellung' })).toBeInTheDocument();
    expect(screen.getByText('Warenkorb')).toBeInTheDocument();
    expect(screen.getByText('Versand')).toBeInTheDocument();
    expect(screen.getByText('Zahlung')).toBeInTheDocument();
  });

  it('lets the shopper go back to a completed step', async () => {
    const onStepSelect = vi.fn();
    renderSteps('/payment-info', 'en', onStepSelect);
    await userEvent.click(screen.getByRole('button', { name: /Shipping/ }));
    expect(onStepSelect).toHaveBeenCalledWith({
      id: 'shipping',
      routes: ['/shipping-address', '/shipping-methods'],
    });
    expect(screen.queryByRole('button', { name: /Payment/ })).not.toBeInTheDocument();
  });

  it('offers no buttons without onStepSelect', () => {
    renderSteps('/payment-info');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
