import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    const html = renderToString(form);
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
    expect(html).not.toMatch(/<button type="button"[^>]* disabled=""/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, form, { onRecoverableError }));
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeEnabled();
    await userEvent.setup().click(send);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('is enabled at once when rendered in the browser', () => {
    render(<Button type="submit">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
