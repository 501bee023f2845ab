import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultStore } from '../../../lib/variants/default-store';
import { partnerStore } from '../../../lib/variants/partner-store';
import { showroomStore } from '../../../lib/variants/showroom-store';
import type { StoreVariant } from '../../../lib/variants/store-variant';
import { shopAllSampleBoxesRoute } from '../../routes/catalogue-routes';
import { fullStoreRoutes } from '../../routes/full-store-routes';
import { setUpStorefrontSandbox } from '../../testing/storefront-sandbox';
import { designOnlyStoreRoutes as partnerRoutes } from '../../routes/design-only-store-routes';
import { textsOf } from '../../../lib/variants/testing/all-languages';

// Home, shop-all-boxes and the sample boxes of every brand, with the content the in-process
// sandbox serves.
// Pages wait for the content service; a busy machine needs more than the default second.
const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  asyncUtilTimeout: 5000,
  testTimeout: 20_000,
});

/** The default brand set up for its German shoppers (BoxUp's German content). */
const germanDefaultStore: StoreVariant = {
  ...defaultStore,
  tenant: 'germany',
  defaultCulture: 'de',
};

function imagesOf(container: HTMLElement) {
  return [...container.querySelectorAll('img')];
}

describe('home page', () => {
  it.each([
    {
      variant: defaultStore,
      routes: fullStoreRoutes,
      heading: 'Custom printed boxes that ship your brand',
      section: 'Find your box style',
    },
    {
      variant: showroomStore,
      routes: fullStoreRoutes,
      heading: 'Welcome to the YBD Showroom',
      section: 'Plan your visit',
    },
    {
      variant: partnerStore,
      routes: partnerRoutes,
      heading: 'Ihre Schachtel, millimetergenau gestaltet',
      section: 'So funktioniert es',
    },
  ])(
    'renders the landing screen of $variant.brandName from the content service',
    async ({ variant, routes, heading, section }) => {
      const { missingKeys } = await sandbox.render('/', { variant, routes });
      expect(await screen.findByRole('heading', { level: 2, name: section })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(missingKeys).toEqual([]);
    },
  );

  it('loads the carousel image first at the spec size and every other image lazily', async () => {
    const { container } = await sandbox.render('/');
    const hero = await screen.findByRole('img', {
      name: 'A BoxUp shipping box, mailer box and gift mailer',
    });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    // Phones: the portrait rendition, 1500 wide at aspect 0.75; from 600 px: the desktop one,
    // 1500 wide at aspect 2.5.
    expect(hero.getAttribute('src')).toMatch(/\/content\/images\/boxup-hero-carousel-mobile\.svg$/);
    expect(hero).toHaveAttribute('width', '1500');
    expect(hero).toHaveAttribute('height', '2000');
    const desktop = hero.parentElement?.querySelector('source');
    expect(desktop?.getAttribute('srcset')).toMatch(/\/content\/images\/boxup-hero-carousel\.svg$/);
    expect(desktop).toHaveAttribute('media', '(min-width: 600px)');
    expect(desktop).toHaveAttribute('width', '1500');
    expect(desktop).toHaveAttribute('height', '600');
    const others = imagesOf(container).filter((image) => image !== hero);
    expect(others.length).toBeGreaterThanOrEqual(13);
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
    // The box style cards of the landing sections are 500-wide carousel tiles.
    const styles = screen.getByRole('heading', { level: 2, name: 'Find your box style' });
    const section = styles.closest('section') as HTMLElement;
    for (const image of imagesOf(section)) expect(image).toHaveAttribute('width', '500');
  });

  it('routes a CMS link inside the app and keeps the showroom linkID', async () => {
    const user = userEvent.setup();
    const { router } = await sandbox.render('/?linkID=SR-9', { variant: showroomStore });
    const visit = await screen.findByRole('heading', { level: 2, name: 'Plan your visit' });
    await user.click(
      within(visit.closest('section') as HTMLElement).getByRole('link', {
        name: 'Book an appointment',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/contact'));
    expect(router.state.location.search).toBe('?linkID=SR-9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visit or Contact the YBD Showroom' }),
    ).toBeInTheDocument();
  });

  it('keeps the brand copy and says so when the content service refuses the store', async () => {
    await sandbox.render('/', { endpoints: { contentToken: 'not-the-token' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we could not load this content. Please refresh the page and try again.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Custom printed boxes that ship your brand',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/shop-all-boxes', () => {
  it('shows the title, the home button and one SELECT tile per box style (BoxUp)', async () => {
    const user = userEvent.setup();
    const { router, container, missingKeys } = await sandbox.render('/shop-all-boxes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop All Boxes' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(textsOf(defaultStore).pageMeta.en.shopAllBoxes?.title),
    );
    const home = screen.getByRole('link', { name: 'Back to Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).not.toHaveAttribute('target');

    const tiles = screen.getByRole('list', { name: 'Box styles' });
    const selects = within(tiles).getAllByRole('link', { name: 'SELECT' });
    expect(selects.map((link) => link.getAttribute('href'))).toEqual([
      '/product/custom-mailer-box',
      '/product/custom-shipper-box',
      '/product/custom-gift-mailer-box',
      '/product/custom-square-mailer-box',
      '/product/custom-gable-box',
      '/product/custom-end-open-mailer-box',
      '/product/custom-document-mailer-box',
    ]);
    // The SELECT button is described by its tile's title.
    expect(selects[0]).toHaveAccessibleDescription(
      within(tiles).getAllByRole('heading', { level: 3 })[0]?.textContent ?? '',
    );

    const picker = screen.getByRole('heading', { level: 2, name: 'Choose a product type' });
    const pickerCards = within(picker.closest('section') as HTMLElement).getAllByRole('article');
    expect(pickerCards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      expect.arrayContaining(['Square Mailers', 'Gable Box', 'End Open Mailer']),
    );

    // Overview tiles are 300 wide with a height; the first row loads at once, the rest lazily.
    const tileImages = imagesOf(tiles);
    expect(tileImages).toHaveLength(7);
    expect(tileImages.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    // The first tile's image is the largest thing on a phone's first screen: fetched first.
    expect(tileImages.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array<null>(6).fill(null),
    ]);
    for (const image of imagesOf(container as HTMLElement).filter((i) => i.closest('main'))) {
      expect(image).toHaveAttribute('width', '300');
      expect(image).toHaveAttribute('height', '300');
    }

    await user.click(selects[4] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/custom-gable-box'));
    expect(missingKeys).toEqual([]);
  });

  it('sends the partner’s tiles to its template maker, in German', async () => {
    await sandbox.render('/shop-all-boxes', { variant: partnerStore });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alle Schachtelarten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    const tiles = screen.getByRole('list', { name: 'Schachtelarten' });
    const hrefs = within(tiles)
      .getAllByRole('link', { name: 'AUSWÄHLEN' })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(7);
    for (const href of hrefs) expect(href).toMatch(/^\/template-maker\?style=/);
    await waitFor(() =>
      expect(document.title).toBe(textsOf(partnerStore).pageMeta.de.shopAllBoxes?.title),
    );
  });

  it('shows the ECX001 message with Try again when the content service refuses', async () => {
    const { missingKeys } = await sandbox.render('/shop-all-boxes', {
      endpoints: { contentToken: 'not-the-token' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, we could not load this content. Please refresh the page and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });
});

describe('/shop-all-sample-boxes', () => {
  it('shows the $1 Sample Boxes section, the three-sample rule and six SELECT cards', async () => {
    const user = userEvent.setup();
    const { router } = await sandbox.render('/shop-all-sample-boxes');
    expect(
      await screen.findByRole('heading', { level: 1, name: '$1 Sample Boxes' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A customer may have up to three $1 samples, one per size and style at a time.',
      ),
    ).toBeInTheDocument();
    const selects = screen
      .getAllByRole('link', { name: 'SELECT' })
      .filter((link) => link.closest('main'));
    expect(selects.map((link) => link.getAttribute('href'))).toEqual([
      '/product/custom-mailer-box-sample',
      '/product/shipping-box-sample',
      '/product/custom-square-mailer-box-sample',
      '/product/custom-gable-box-sample',
      '/product/custom-gift-mailer-box-sample',
      '/product/custom-document-mailer-box-sample',
    ]);
    await waitFor(() =>
      expect(document.title).toBe(textsOf(defaultStore).pageMeta.en.shopAllSampleBoxes?.title),
    );
    await user.click(selects[1] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/product/shipping-box-sample'),
    );
  });

  it('speaks German to German shoppers', async () => {
    const { missingKeys } = await sandbox.render('/shop-all-sample-boxes', {
      variant: germanDefaultStore,
      routes: fullStoreRoutes,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Musterschachteln für 1 $' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/bis zu drei Muster für 1 \$/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'AUSWÄHLEN' })).toHaveLength(6);
    expect(missingKeys).toEqual([]);
  });

  it('is not found in a store without samples (the design-only partner)', async () => {
    await sandbox.render('/shop-all-sample-boxes', {
      variant: partnerStore,
      routes: [...partnerRoutes, shopAllSampleBoxesRoute],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wir konnten die Seite nicht finden.' }),
    ).toBeInTheDocument();
  });
});
