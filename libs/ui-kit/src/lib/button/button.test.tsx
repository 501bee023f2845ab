import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../testing/render-on-server';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default and reports clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');

    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and disabled while loading, keeping its name', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();

    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled without being busy', () => {
    render(<Button disabled>Checkout</Button>);
    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('exposes variant and size for styling hooks', () => {
    render(
      <Button variant="danger" size="sm">
        Remove
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'sm');
  });
});

describe('Button rendered on the server', () => {
  it('keeps a submit button disabled until hydration, then enables it', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const form = (
      <form onSubmit={onSubmit}>
        <Button type="submit">Send message</Button>
        <Button>Other</Button>
      </form>
    );
    const page = renderOnServer(form);
    expect(page.html).toMatch(/<button type="submit"[^>]* disabled=""/);
    expect(page.html).not.toMatch(/<button type="button"[^>]* disabled=""/);

    await page.hydrate();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeEnabled();
    await userEvent.setup().click(send);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(page.errors).toEqual([]);
    page.unmount();
  });

  it('is enabled at once when rendered in the browser', () => {
    render(<Button type="submit">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
