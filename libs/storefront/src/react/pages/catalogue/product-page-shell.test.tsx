import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultStore } from '../../../lib/variants/default-store';
import { showroomStore } from '../../../lib/variants/showroom-store';
import type { StoreVariant } from '../../../lib/variants/store-variant';
import { fullStoreRoutes } from '../../routes/full-store-routes';
import { SHELL_CONTAINER } from '../../shell/shell-container';
import { setUpStorefrontSandbox } from '../../testing/storefront-sandbox';

// What the storefront composes around the catalogue's product page: the shell's container,
// the content service's recommendations, and the client side of the permanent redirects.
const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  asyncUtilTimeout: 10_000,
  testTimeout: 30_000,
});

/** Opens `path` of the store (the default store unless given) with all its routes. */
const open = (path: string, variant: StoreVariant = defaultStore) =>
  sandbox.render(path, { variant, routes: fullStoreRoutes });

function inShellContainer(element: Element): boolean {
  const classes = SHELL_CONTAINER.split(' ');
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (classes.every((name) => node!.classList.contains(name))) return true;
  }
  return false;
}

describe('the product route', () => {
  it.each(['/product/custom-mailer-box', '/product/custom-mailer-box-sample'])(
    'puts %s in the shell’s container (side margins like header and footer)',
    async (path) => {
      await open(path);
      await screen.findByRole('heading', { level: 1 });
      const page = document.querySelector('[data-slot="product-page"]');
      expect(page).not.toBeNull();
      expect(inShellContainer(page!)).toBe(true);
      // The header's bar uses the same container.
      expect(inShellContainer(screen.getByRole('link', { name: 'BoxUp home' }))).toBe(true);
    },
  );

  it('shows the content service’s recommendations below the product, linking to their pages', async () => {
    await open('/product/custom-mailer-box');
    const section = await screen.findByRole('region', { name: 'You may also like' });
    const cards = within(section).getAllByRole('article');
    expect(cards.length).toBe(3);
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/product/custom-square-mailer-box');
    expect(hrefs).toContain('/product/custom-mailer-box-sample');
    // Below the product page, not inside it.
    const page = document.querySelector('[data-slot="product-page"]')!;
    expect(page.contains(section)).toBe(false);
    expect(page.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the showroom’s linkID on the recommendations', async () => {
    await open('/product/custom-mailer-box?linkID=SR-5', showroomStore);
    const section = await screen.findByRole('region', { name: 'You may also like' });
    for (const link of within(section).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/[?&]linkID=SR-5(&|$)/);
    }
  });
});

describe('the commerce document’s sample URLs in the app', () => {
  it('replace /product/mailer-box-sample with the sample page, query kept', async () => {
    const { router } = await open('/product/mailer-box-sample?linkID=SR-6', showroomStore);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/product/custom-mailer-box-sample'),
    );
    expect(router.state.location.search).toBe('?linkID=SR-6');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mailer Box Sample' }),
    ).toBeInTheDocument();
  });

  it('replace, not push, on in-app navigation: Back does not return to the old URL', async () => {
    const { router } = await open('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/product/gable-box-sample'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/product/custom-gable-box-sample'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
