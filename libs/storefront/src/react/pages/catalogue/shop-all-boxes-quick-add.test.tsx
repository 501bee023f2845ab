import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { partnerStore } from '../../../lib/variants/partner-store';
import { showroomStore } from '../../../lib/variants/showroom-store';
import { shopAllBoxesRoute } from '../../routes/catalogue-routes';
import { templateMakerRoute } from '../../routes/design-routes';
import { homeRoute, notFoundRoute } from '../../routes/shell-routes';
import { accountNavigation, setUpCartJourney } from '../../testing/cart-journey';

// Quick add on the shop-all-boxes tiles: a style's standard configuration straight into the
// cart of the in-process sandbox, where the brand shows it and the app has a cart.
const { sandbox, open, cartApiOf } = setUpCartJourney(createTestSandbox, { testTimeout: 60_000 });

const tiles = async () => {
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('list', { name: /^(Box styles|Schachtelarten)$/ });
};

/** A tile's Quick add once its code is there (a disabled stand-in holds the place until then). */
async function quickAddOf(tile: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const button = within(tile).getByRole('button', { name: /^Quick add / });
    expect(button).toBeEnabled();
    return button;
  });
}

describe('quick add on the shop-all-boxes tiles', () => {
  it('puts a box style’s standard configuration into the cart (default store)', async () => {
    const user = userEvent.setup();
    const { identity, missingKeys } = await open('/shop-all-boxes');
    const list = await tiles();
    const buttons = within(list).getAllByRole('button', { name: /^Quick add .+ to the cart$/ });
    // One per box style tile, under its SELECT.
    expect(buttons).toHaveLength(within(list).getAllByRole('link', { name: 'SELECT' }).length);
    const gableTile = within(list)
      .getByRole('link', { name: 'SELECT', description: /Gable/ })
      .closest('li') as HTMLElement;
    const gable = await quickAddOf(gableTile);
    expect(gable).toHaveTextContent('Quick add');
    await user.click(gable);

    expect(await screen.findByText(/added to your cart\.$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(accountNavigation()).getByRole('link', { name: 'Cart 1' })).toBeInTheDocument(),
    );
    // The gable box's product page preselection: its default size, print option and colour,
    // and its smallest allowed quantity.
    const cart = await cartApiOf(identity).getUserCart();
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]).toMatchObject({
      productKey: 'custom-gable-box',
      quantity: 50,
      attributes: expect.objectContaining({ Size: '8 x 4 x 8' }),
    });

    // A second style goes in beside it.
    const mailer = within(list)
      .getByRole('link', { name: 'SELECT', description: /^Custom Mailer/ })
      .closest('li') as HTMLElement;
    await user.click(await quickAddOf(mailer));
    await waitFor(() =>
      expect(within(accountNavigation()).getByRole('link', { name: 'Cart 2' })).toBeInTheDocument(),
    );
    const after = await cartApiOf(identity).getUserCart();
    expect(after.lineItems.map((line) => [line.productKey, line.quantity])).toEqual([
      ['custom-gable-box', 50],
      ['custom-mailer-box', 1],
    ]);
    expect(missingKeys).toEqual([]);
  });

  it('says so when the cart service cannot take the line', async () => {
    const user = userEvent.setup();
    // The cart service is down; the rest of the sandbox answers.
    const failingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/carts')) {
        return new Response(JSON.stringify({ title: 'ServiceUnavailable', detail: 'Down' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        });
      }
      return sandbox.fetch(request);
    }) as typeof fetch;
    const { identity } = await sandbox.render('/shop-all-boxes', { fetch: failingFetch });
    const list = await tiles();
    const tile = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await user.click(await quickAddOf(tile));
    // The catalogue message of a failed cart creation (ECX033).
    expect(
      await screen.findByText('Unable to create your cart. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/added to your cart\.$/)).toBeNull();
    expect(await quickAddOf(tile)).toBeEnabled();
    await expect(cartApiOf(identity).getUserCart()).rejects.toMatchObject({ status: 404 });
  });

  it('shows no quick add in the showroom', async () => {
    await open('/shop-all-boxes', showroomStore);
    const list = await tiles();
    expect(within(list).getAllByRole('link', { name: 'SELECT' }).length).toBeGreaterThan(0);
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('shows no quick add in the partner app, which has no cart', async () => {
    expect(partnerStore.features.quickAdd).toBe(true);
    await sandbox.render('/shop-all-boxes', {
      variant: partnerStore,
      routes: [homeRoute, shopAllBoxesRoute, templateMakerRoute, notFoundRoute],
    });
    const list = await tiles();
    expect(within(list).getAllByRole('link', { name: 'AUSWÄHLEN' }).length).toBeGreaterThan(0);
    expect(within(list).queryByRole('button')).toBeNull();
  });
});
