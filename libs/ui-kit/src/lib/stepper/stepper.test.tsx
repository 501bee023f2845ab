import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';

const steps = [
  { id: 'viewCart', label: 'Cart' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'payment', label: 'Payment' },
];

describe('Stepper', () => {
  it('marks the current step and the states around it', () => {
    render(
      <Stepper
        label="Checkout progress"
        completedLabel="completed"
        steps={steps}
        currentStepId="shipping"
      />,
    );
    const list = screen.getByRole('list', { name: 'Checkout progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const [cart, shipping, payment] = items;
    expect(shipping).toHaveAttribute('aria-current', 'step');
    expect(cart).not.toHaveAttribute('aria-current');
    expect(payment).not.toHaveAttribute('aria-current');
    expect(cart).toHaveAttribute('data-state', 'complete');
    expect(payment).toHaveAttribute('data-state', 'upcoming');
    expect(cart).toHaveTextContent('Cart (completed)');
  });

  it('lets the shopper go back to a finished step', async () => {
    const user = userEvent.setup();
    const onStepSelect = vi.fn();
    render(
      <Stepper
        label="Checkout progress"
        steps={steps}
        currentStepId="payment"
        onStepSelect={onStepSelect}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Shipping' }));

    expect(onStepSelect).toHaveBeenCalledWith('shipping');
    expect(screen.queryByRole('button', { name: 'Payment' })).not.toBeInTheDocument();
  });
});
