import { useLazyQueryClient } from '@storefront/http/react';
import { Button } from '@storefront/ui-kit';
import { useState } from 'react';
import { useSnackbarStore } from '../../snackbar-store';
import { cartFailureMessage } from '../checkout/storefront-cart-store';
import { useStorefrontCartStore } from '../checkout/use-storefront-cart';
import { productConfigQuery, standardLineItemOf } from './standard-configuration';
import { useStoreCatalogClient } from './use-store-catalog-client';

/**
 * Props of {@link TileQuickAdd}: the tile's product and the page's translated strings.
 *
 * @example
 * const props: TileQuickAddProps = {
 *   productKey: 'custom-mailer-box',
 *   label: 'Quick add',
 *   accessibleLabel: 'Quick add Custom Mailer Boxes to the cart',
 *   addedMessage: 'Custom Mailer Boxes added to your cart.',
 *   failedMessage: 'Unable to update your cart. Please try again.',
 * };
 */
export interface TileQuickAddProps {
  productKey: string;
  /** The visible text. */
  label: string;
  /** The accessible name: the visible text plus the tile it is for. */
  accessibleLabel: string;
  /** The snackbar's words on success. */
  addedMessage: string;
  /** The snackbar's words on a failure the services do not explain. */
  failedMessage: string;
}

/**
 * A shop tile's Quick add (the quick-add switch, where the app has a cart): reads the
 * product's config and puts its standard configuration — the product page's preselection, the
 * same draft its quick add builds — into the cart, then says in the snackbar how it went (the
 * service's words when it refuses). Loaded lazily by the shop-all-boxes page, so stores
 * without quick add (and the partner app, which has no cart) never load cart code there.
 *
 * @example
 * <TileQuickAdd productKey="custom-gable-box" label="Quick add" accessibleLabel="Quick add Gable Boxes to the cart" addedMessage="Gable Boxes added to your cart." failedMessage="Unable to update your cart. Please try again." />
 */
export function TileQuickAdd({
  productKey,
  label,
  accessibleLabel,
  addedMessage,
  failedMessage,
}: TileQuickAddProps) {
  const client = useStoreCatalogClient();
  const queries = useLazyQueryClient();
  const store = useStorefrontCartStore();
  const showSnackbar = useSnackbarStore((snackbar) => snackbar.show);
  const [adding, setAdding] = useState(false);

  async function add() {
    setAdding(true);
    try {
      // The query client (and TanStack Query) is created on the first quick add, not with the page.
      const queryClient = await queries.load();
      const config = await queryClient.fetchQuery(productConfigQuery(client, productKey));
      await store.getState().addLineItems([standardLineItemOf(config)]);
      showSnackbar(addedMessage, 'success');
    } catch (error) {
      showSnackbar(cartFailureMessage(error, failedMessage), 'error');
    } finally {
      setAdding(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      className="w-full"
      loading={adding}
      aria-label={accessibleLabel}
      onClick={() => void add()}
    >
      {label}
    </Button>
  );
}
