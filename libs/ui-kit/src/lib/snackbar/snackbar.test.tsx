import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_AUTO_HIDE_MS, Snackbar } from './snackbar';

describe('Snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-hides after 5000 ms by default', () => {
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(5000);
    const onClose = vi.fn();
    render(<Snackbar open message="Mailer box added to your cart" onClose={onClose} />);

    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('announces politely from a live region that is always present', () => {
    const { rerender } = render(
      <Snackbar open={false} message="Coupon applied" tone="success" onClose={() => {}} />,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    rerender(<Snackbar open message="Coupon applied" tone="success" onClose={() => {}} />);

    expect(region).toHaveTextContent('Coupon applied');
  });

  it('keeps error messages polite too', () => {
    render(<Snackbar open message="Payment failed" tone="error" onClose={() => {}} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pauses while hovered and restarts the countdown when left', () => {
    const onClose = vi.fn();
    render(<Snackbar open message="Design saved" onClose={onClose} />);
    const snackbar = screen.getByText('Design saved').closest('[data-slot="snackbar"]');
    if (!snackbar) throw new Error('snackbar not rendered');

    fireEvent.mouseEnter(snackbar);
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS * 3));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.mouseLeave(snackbar);
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays with autoHideDuration null and runs its action and dismiss button', () => {
    const onClose = vi.fn();
    const onAction = vi.fn();
    render(
      <Snackbar
        open
        message="Item removed"
        autoHideDuration={null}
        action={{ label: 'Undo', onAction }}
        closeLabel="Dismiss"
        onClose={onClose}
      />,
    );
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS * 10));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
