import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStorefrontStateStore } from '../lib/state/storefront-state';
import { StorefrontStateProvider, useStorefrontState } from './storefront-state-provider';

function CartBadge() {
  const cartCount = useStorefrontState((state) => state.cartCount);
  return <span data-testid="cart">{cartCount}</span>;
}

describe('StorefrontStateProvider', () => {
  it('provides its own store, started with the initial state', () => {
    render(
      <StorefrontStateProvider initialState={{ cartCount: 2 }}>
        <CartBadge />
      </StorefrontStateProvider>,
    );
    expect(screen.getByTestId('cart')).toHaveTextContent('2');
  });

  it('provides a given store and re-renders on its changes', () => {
    const store = createStorefrontStateStore();
    render(
      <StorefrontStateProvider store={store}>
        <CartBadge />
      </StorefrontStateProvider>,
    );
    act(() => store.getState().setCartCount(5));
    expect(screen.getByTestId('cart')).toHaveTextContent('5');
  });

  it('keeps separate providers apart', () => {
    render(
      <>
        <StorefrontStateProvider initialState={{ cartCount: 1 }}>
          <CartBadge />
        </StorefrontStateProvider>
        <StorefrontStateProvider>
          <CartBadge />
        </StorefrontStateProvider>
      </>,
    );
    expect(screen.getAllByTestId('cart').map((badge) => badge.textContent)).toEqual(['1', '0']);
  });

  it('throws outside the provider', () => {
    expect(() => renderHook(() => useStorefrontState((state) => state.cartCount))).toThrow(
      'useStorefrontState must be used within StorefrontStateProvider',
    );
  });
});
