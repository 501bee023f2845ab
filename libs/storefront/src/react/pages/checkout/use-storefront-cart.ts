import { createCartApi, type CartApi, type CartStore } from '@storefront/cart';
import { useMemo, useState } from 'react';
import { useCommerceSettings } from '../../use-shopper-token';
import { createStorefrontCartStore } from './storefront-cart-store';
import { useStorefrontCartInputs } from './use-cart-on-demand';

/**
 * The cart API of this store, acting for the shopper: the customer's access token when signed
 * in, else the anonymous token.
 *
 * @example
 * const api = useCartApi();
 * const options = await api.getDeliveryOptions(cartId);
 */
export function useCartApi(): CartApi {
  const settings = useCommerceSettings('customer-or-anonymous');
  return useMemo(() => createCartApi(settings), [settings]);
}

/**
 * The app's cart store: made by the first page that needs it and kept by the shell for the
 * others (so the cart survives moving between pages), its line count written to the global
 * cart count. Outside the shell (a page rendered alone) the page keeps its own.
 *
 * @example
 * const store = useStorefrontCartStore();
 * <CartStoreProvider store={store}>{page}</CartStoreProvider>
 */
export function useStorefrontCartStore(): CartStore {
  const { slot, inputs } = useStorefrontCartInputs();
  const [create] = useState(() => () => createStorefrontCartStore(inputs));
  const [own] = useState(() => (slot ? null : create()));
  return slot ? slot.obtain(create) : (own as CartStore);
}
