import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { id: 'specs', label: 'Specifications', content: <p>Corrugated E-flute board</p> },
  { id: 'shipping', label: 'Shipping', content: <p>Ships flat in 10 business days</p> },
  { id: 'reviews', label: 'Reviews', content: <p>4.8 out of 5</p> },
];

describe('Tabs', () => {
  it('shows the first panel and switches with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Product details" items={items} onChange={onChange} />);

    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Corrugated E-flute board');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');

    expect(onChange).toHaveBeenCalledWith('shipping');
    expect(screen.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ships flat in 10 business days');
  });

  it('starts on defaultSelectedId', () => {
    render(<Tabs label="Product details" items={items} defaultSelectedId="reviews" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('4.8 out of 5');
  });
});
