import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../testing/render-on-server';
import { Tabs, type TabItem } from './tabs';

const items = [
  { id: 'specs', label: 'Specifications', content: <p>Corrugated E-flute board</p> },
  { id: 'shipping', label: 'Shipping', content: <p>Ships flat in 10 business days</p> },
  { id: 'reviews', label: 'Reviews', content: <p>4.8 out of 5</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the first panel and switches with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Product details" items={items} onChange={onChange} />);

    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Corrugated E-flute board');

    await user.tab();
    expect(tab('Specifications')).toHaveFocus();
    await user.keyboard('{ArrowRight}');

    expect(onChange).toHaveBeenCalledWith('shipping');
    expect(tab('Shipping')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Shipping')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ships flat in 10 business days');
  });

  it('wraps with the arrow keys and jumps with Home/End, moving focus with the selection', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Product details" items={items} />);
    await user.tab();

    const steps = [
      ['{ArrowLeft}', 'Reviews'],
      ['{ArrowRight}', 'Specifications'],
      ['{End}', 'Reviews'],
      ['{Home}', 'Specifications'],
    ] as const;
    for (const [key, name] of steps) {
      await user.keyboard(key);
      expect(tab(name)).toHaveFocus();
      expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name })).toBeVisible();
    }
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    const withDisabled: TabItem[] = items.map((item) =>
      item.id === 'shipping' ? { ...item, disabled: true } : item,
    );
    render(<Tabs label="Product details" items={withDisabled} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Reviews')).toHaveFocus();
    await user.click(tab('Shipping'));
    expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the shown tab in the Tab order, so Tab leaves the list into the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Product details" items={items} defaultSelectedId="shipping" />);
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1]);

    await user.tab();
    expect(tab('Shipping')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Shipping' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Shipping' })).toHaveAttribute(
      'id',
      tab('Shipping').getAttribute('aria-controls'),
    );
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs label="Product details" items={items} onChange={onChange} />);
    await user.click(tab('Reviews'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('reviews');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('4.8 out of 5');
  });

  it('starts on defaultSelectedId', () => {
    render(<Tabs label="Product details" items={items} defaultSelectedId="reviews" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('4.8 out of 5');
  });

  it('shows selectedId when controlled and asks for changes through onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Product details" items={items} selectedId="shipping" onChange={onChange} />,
    );
    await user.click(tab('Reviews'));
    expect(onChange).toHaveBeenCalledWith('reviews');
    expect(tab('Shipping')).toHaveAttribute('aria-selected', 'true');

    rerender(
      <Tabs label="Product details" items={items} selectedId="reviews" onChange={onChange} />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('4.8 out of 5');
  });

  it('follows a parent that holds the selection', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [id, setId] = useState('specs');
      return <Tabs label="Product details" items={items} selectedId={id} onChange={setId} />;
    }
    render(<Parent />);
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Reviews')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('4.8 out of 5');
  });

  it('renders every panel on the server, all but the default hidden, and hydrates without errors', async () => {
    const page = renderOnServer(
      <Tabs label="Product details" items={items} defaultSelectedId="shipping" />,
    );
    const { container } = page;
    const panels = [...container.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([true, false, true]);
    expect(panels[1]).toHaveTextContent('Ships flat in 10 business days');
    // The hidden panels' content is in the HTML too (crawlers read it), not shown.
    expect(panels[0]).toHaveTextContent('Corrugated E-flute board');
    expect(panels[0]).not.toBeVisible();
    const selected = container.querySelector('[role="tab"][aria-selected="true"]');
    expect(selected).toHaveTextContent('Shipping');
    expect(selected).toHaveAttribute('tabindex', '0');

    await page.hydrate();
    expect(page.errors).toEqual([]);
    expect(screen.getByRole('tabpanel', { name: 'Shipping' })).toBe(panels[1]);

    const user = userEvent.setup();
    await user.click(tab('Reviews'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('4.8 out of 5');
    expect(page.errors).toEqual([]);
    page.unmount();
  });
});
