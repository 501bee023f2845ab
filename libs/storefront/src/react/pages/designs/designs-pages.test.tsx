import { anonymousShopper, cartApiFor } from '@storefront/cart/testing';
import {
  createDesign,
  createDesignShareLink,
  createDesignsClient,
  createEditorDocument,
  designsMessages as compiledDesignsMessages,
  listDesigns,
  uploadArtwork,
} from '@storefront/designs';
import { artworkFile, svgBytes } from '@storefront/designs/testing';
import { catalogueSource } from '@storefront/ui-kit/testing';
import type { Identity } from '@storefront/identity-sdk';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultStore } from '../../../lib/variants/default-store';
import { partnerStore } from '../../../lib/variants/partner-store';
import { showroomStore } from '../../../lib/variants/showroom-store';
import type { StoreVariant } from '../../../lib/variants/store-variant';
import { fullStoreRoutes } from '../../routes/full-store-routes';
import { destroyRenderedIdentities } from '../../testing/render-storefront';
import { setUpStorefrontSandbox } from '../../testing/storefront-sandbox';
import { logInAfterRedirect } from '../../testing/sign-in';
import { textsOf } from '../../../lib/variants/testing/all-languages';

// The catalogue's texts as written (the module is compiled to message tokens).
const designsMessages = catalogueSource(compiledDesignsMessages);

// The design routes of the brand apps against the in-process sandbox: the template maker per
// brand, the designer's query, My Designs for a signed-in customer, approving a design into the
// cart, and the read-only view of a shared design.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const SANDBOX = 'http://sandbox.test';

const sandbox = setUpStorefrontSandbox(createTestSandbox, { clearStorage: true });

/** A designs client of the sandbox with a fixed bearer. */
function designsClient(token: string, storefrontId = 'boxup') {
  return createDesignsClient({
    sessionUrl: `${SANDBOX}/session`,
    assetsUrl: `${SANDBOX}/assets`,
    storefrontId,
    fetch: sandbox.fetch,
    getBearerToken: () => token,
  });
}

/** The anonymous session token of a rendered storefront, once its identity has one. */
async function sessionTokenOf(identity: Identity): Promise<string> {
  await waitFor(async () => expect(await identity.getAnonymousToken()).toBeTruthy());
  return (await identity.getAnonymousToken()) ?? '';
}

/** A saved mailer design (9 x 6 x 3 in, a text on the lid) of the bearer, with a preview. */
async function savedDesign(token: string, name: string, size = { length: 9, width: 6, depth: 3 }) {
  const client = designsClient(token);
  const preview = await uploadArtwork(
    client,
    artworkFile(svgBytes(40, 30), 'preview.svg', 'image/svg+xml'),
  );
  const document = {
    ...createEditorDocument('displayMailer', size),
    backgrounds: { top: '#0f766e' },
  };
  return createDesign(client, {
    name,
    productKey: 'custom-mailer-box',
    selection: { Size: `${size.length} x ${size.width} x ${size.depth}` },
    document,
    previewAssetId: preview.id,
  });
}

/** Opens `path` of the default store (of `variant` with its full routes, when given). */
const open = (path: string, variant: StoreVariant = defaultStore) =>
  sandbox.render(path, { variant, routes: fullStoreRoutes });

/**
 * The default store at `/` whose visitor has saved a design (see `savedDesign`) of `size`,
 * then at the page `at` names for that design, when given.
 */
async function openWithSavedDesign(
  name: string,
  {
    size,
    at,
  }: { size?: Parameters<typeof savedDesign>[2]; at?: (design: { id: string }) => string } = {},
) {
  const view = await open('/');
  const token = await sessionTokenOf(view.identity);
  const design = await savedDesign(token, name, size);
  if (at) await act(() => view.router.navigate(at(design)));
  return { ...view, token, design };
}

describe('/template-maker', () => {
  it.each([
    { variant: defaultStore, brand: 'BoxUp' },
    { variant: showroomStore, brand: 'YBD Showroom' },
  ])(
    '$brand: shows the maker in English and inches with the brand’s title',
    async ({ variant }) => {
      const { missingKeys } = await open('/template-maker', variant);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Template maker' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('img', { name: 'Display mailer dieline, inside 8 × 6 × 2 in' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download SVG' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
      await waitFor(() =>
        expect(document.title).toBe(textsOf(variant).pageMeta.en.templateMaker?.title),
      );
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        textsOf(variant).pageMeta.en.templateMaker?.description,
      );
      expect(missingKeys).toEqual([]);
    },
  );

  it('opens the style of ?style= and sends "Design this box online" to the designer', async () => {
    const user = userEvent.setup();
    const { router } = await open('/template-maker?style=gableBox');
    expect(await screen.findByRole('radio', { name: 'Gable box' })).toBeChecked();
    expect(
      screen.getByRole('img', { name: 'Gable box dieline, inside 6 × 4 × 4 in' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Design this box online' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/template-designer'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('product')).toBe('custom-gable-box');
    expect(query.get('Size')).toBe('6 x 4 x 4');
  });

  it('is German with millimetres on the partner, whose tiles choose the style', async () => {
    const { missingKeys } = await sandbox.render('/template-maker?style=shipper', {
      variant: partnerStore,
    });
    const de = designsMessages.de;
    expect(
      await screen.findByRole('heading', { level: 1, name: de.templateMaker.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: de.styles.shipper })).toBeChecked();
    expect(
      screen.getByRole('img', { name: /^Stanzkontur Versandkarton, innen .* mm$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de.templateMaker.downloadSvg })).toBeEnabled();
    expect(screen.getByRole('button', { name: de.templateMaker.design })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(textsOf(partnerStore).pageMeta.de.templateMaker?.title),
    );
    expect(missingKeys).toEqual([]);
  });

  it('ignores a ?style= it does not know and starts on the display mailer', async () => {
    await open('/template-maker?style=crate');
    expect(await screen.findByRole('radio', { name: 'Display mailer' })).toBeChecked();
  });
});

describe('/template-designer: the upload button switch', () => {
  it.each([
    ['BoxUp', defaultStore],
    ['YBD Showroom', showroomStore],
  ] as const)(
    '%s (switch off) offers no upload before the box is designed',
    async (_name, store) => {
      await open('/template-designer', store);
      expect(await screen.findByRole('button', { name: 'Start designing' })).toBeInTheDocument();
      expect(store.features.uploadButton).toBe(false);
      expect(screen.queryByRole('button', { name: 'Upload artwork' })).toBeNull();
      expect(screen.queryByText(designsMessages.en.designer.uploadInstead)).toBeNull();
    },
  );

  it('Kartonwerk (switch on, no product page) uploads a finished file from the box chooser', async () => {
    const de = designsMessages.de;
    const user = userEvent.setup({ applyAccept: false });
    await sandbox.render('/template-designer', { variant: partnerStore });
    expect(await screen.findByRole('button', { name: de.designer.start })).toBeInTheDocument();
    expect(partnerStore.features.uploadButton).toBe(true);
    expect(screen.getByText(de.designer.uploadInstead)).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: de.upload.button });
    expect(upload).toBeEnabled();
    const input = upload.closest('[data-slot="upload-artwork"]')?.querySelector('input');
    if (!input) throw new Error('no file input');
    const bytes = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"/>',
    );
    await user.upload(input, new File([bytes], 'logo.svg', { type: 'image/svg+xml' }));
    // The editor opens on the chosen box with the file placed on its first panel.
    expect(
      await screen.findByRole('button', { name: /logo\.svg/ }, { timeout: 15_000 }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: /^Gestaltungsfläche/ })).toBeInTheDocument();
  });
});

describe('/template-designer', () => {
  it('starts on the product and size of the query, saves, and carries the quantity on', async () => {
    const user = userEvent.setup();
    const { router, missingKeys } = await open(
      '/template-designer?product=custom-mailer-box&Size=9+x+6+x+3&Quantity=250',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Template designer' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('group', { name: /Design canvas, Outside of the Display mailer/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Template designer | BoxUp'));

    const continueButton = screen.getByRole('button', { name: 'Continue to approve' });
    expect(continueButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('Design name required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Design name/ }), 'Candle mailer');
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('designId')).toMatch(/^dsg_/),
    );
    const designId = new URLSearchParams(router.state.location.search).get('designId');
    // The editor stays open (same design), and the box query is kept.
    expect(screen.getByRole('group', { name: /Design canvas/ })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('Quantity')).toBe('250');

    await user.click(screen.getByRole('button', { name: 'Continue to approve' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/approve-design'));
    const approve = new URLSearchParams(router.state.location.search);
    expect(approve.get('designId')).toBe(designId);
    expect(approve.get('Quantity')).toBe('250');
    expect(missingKeys).toEqual([]);
  });

  it('reads Width, Height and Depth, and lets the shopper choose a box for anything else', async () => {
    await open('/template-designer?product=custom-shipper-box&Width=12&Height=12&Depth=12');
    expect(
      await screen.findByRole('group', { name: /Design canvas, Outside of the Shipper/ }),
    ).toBeInTheDocument();
    destroyRenderedIdentities();

    await open('/template-designer?product=service-charge');
    expect(await screen.findAllByRole('button', { name: 'Start designing' })).not.toHaveLength(0);
  });

  it('opens a saved design of the session by ?designId=', async () => {
    await openWithSavedDesign('Reopened mailer', {
      size: { length: 10, width: 8, depth: 4 },
      at: (design) => `/template-designer?designId=${design.id}`,
    });
    expect(
      await screen.findByRole('group', { name: /Design canvas, Outside of the Display mailer/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Design name/ })).toHaveValue('Reopened mailer');
    expect(screen.getByRole('button', { name: 'Continue to approve' })).toBeEnabled();
  });

  it('is German and saves under the partner’s anonymous session without an approve step', async () => {
    const user = userEvent.setup();
    const { router, identity, missingKeys } = await sandbox.render(
      '/template-designer?product=custom-square-mailer-box&Size=8+x+8+x+4',
      { variant: partnerStore },
    );
    const de = designsMessages.de;
    expect(
      await screen.findByRole('heading', { level: 1, name: de.designer.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: de.designer.continue })).toBeNull();
    await user.type(
      await screen.findByRole('textbox', { name: new RegExp(de.saveDesign.nameLabel) }),
      'Kartonwerk Würfel',
    );
    await user.click(screen.getByRole('button', { name: de.saveDesign.submit }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('designId')).toMatch(/^dsg_/),
    );
    const token = (await identity.getAnonymousToken()) ?? '';
    const { designs } = await listDesigns(designsClient(token, 'kartonwerk'));
    expect(designs.map((design) => design.name)).toContain('Kartonwerk Würfel');
    expect(missingKeys).toEqual([]);
  });
});

describe('/my-designs', () => {
  it('sends a visitor to sign in, then lists the design they saved before, as the customer’s', async () => {
    const user = userEvent.setup();
    const { router, identity, missingKeys } = await openWithSavedDesign('Dana’s candle mailer');

    await act(() => router.navigate('/my-designs'));
    await logInAfterRedirect(user, router, '/my-designs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My designs' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Dana’s candle mailer')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(textsOf(defaultStore).pageMeta.en.myDesigns?.title),
    );
    // The design is the customer's now.
    const customer = (await identity.getAccessToken()) ?? '';
    const { designs } = await listDesigns(designsClient(customer));
    expect(designs.map((design) => design.name)).toContain('Dana’s candle mailer');

    await user.click(screen.getAllByRole('button', { name: /Open in designer/ })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/template-designer'));
    expect(new URLSearchParams(router.state.location.search).get('designId')).toMatch(/^dsg_/);
    expect(missingKeys).toEqual([]);
  }, 60_000);
});

describe('/approve-design', () => {
  it('asks for the consent, then adds the design with its preview to the cart', async () => {
    const user = userEvent.setup();
    const { router, missingKeys, token, design } = await openWithSavedDesign('Spring mailer', {
      at: (saved) => `/approve-design?designId=${saved.id}&Quantity=250`,
    });

    // The heading shows while the design loads and again with it (a new element then), so the
    // test finds it and does not hold on to the first one.
    await screen.findByRole('heading', { level: 1, name: 'Approve your design' });
    await waitFor(() =>
      expect(document.title).toBe(textsOf(defaultStore).pageMeta.en.approveDesign?.title),
    );
    const submit = await screen.findByRole('button', { name: 'Approve and add to cart' });
    expect(screen.getByRole('img', { name: 'Preview of Spring mailer' })).toBeInTheDocument();
    // The mailer's product meta lists Quantity and Print Options as editable here.
    expect(screen.getByRole('combobox', { name: /^Quantity/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Print colour/ })).toBeInTheDocument();
    await user.click(submit);
    expect(
      await screen.findByText('In Order to add to cart, please check the checkbox'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/approve-design');

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Approve and add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), {
      timeout: 15_000,
    });

    const cart = await cartApiFor(sandbox, { token }).getUserCart();
    expect(cart.lineItems).toHaveLength(1);
    const [line] = cart.lineItems;
    expect(line).toMatchObject({
      productKey: 'custom-mailer-box',
      quantity: 250,
      attributes: expect.objectContaining({ Size: '9 x 6 x 3' }),
    });
    expect(line?.custom?.fields?.['previewURL2dThumbnail']).toBe(design.previewUrl);
    expect(String(line?.custom?.fields?.['templateInfo'])).toContain(design.id);
    expect(missingKeys).toEqual([]);
  });

  it('says when the design’s size is not one the product is sold in', async () => {
    await openWithSavedDesign('Odd mailer', {
      size: { length: 7, width: 5, depth: 2 },
      at: (design) => `/approve-design?designId=${design.id}`,
    });
    expect(
      await screen.findByText(/The size 7 x 5 x 2 is not one of the sizes of this product/),
    ).toBeInTheDocument();
  });

  it('offers only the selectors the product meta lists: a gable box changes its quantity, not its colour', async () => {
    const { router, identity } = await open('/');
    const token = await sessionTokenOf(identity);
    const meta = (await (
      await sandbox.fetch(`${SANDBOX}/products/custom-gable-box/versions/1/meta`)
    ).json()) as { editableSelectorKeys: string[] };
    expect(meta.editableSelectorKeys).toEqual(['Quantity']);
    const design = await createDesign(designsClient(token), {
      name: 'Gable gift',
      productKey: 'custom-gable-box',
      selection: { Size: '8 x 4 x 8' },
      document: createEditorDocument('gableBox', { length: 8, width: 4, depth: 8 }),
    });
    await act(() => router.navigate(`/approve-design?designId=${design.id}`));
    expect(
      await screen.findByRole('button', { name: 'Approve and add to cart' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Quantity/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Print colour/ })).toBeNull();
  });

  it('asks for a design when the address names none', async () => {
    await open('/approve-design');
    expect(await screen.findByText('Choose a design to approve first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Designs' })).toHaveAttribute(
      'href',
      '/my-designs',
    );
  });
});

describe('/shared-design/:shareId', () => {
  it('shows a shared design read-only, without signing in', async () => {
    const { token } = await anonymousShopper(sandbox);
    const design = await savedDesign(token, 'Holiday mailer');
    const link = await createDesignShareLink(designsClient(token), {
      siteUrl: 'https://boxup.example',
      designId: design.id,
      name: 'Ada',
    });
    expect(link.uniqueUrl).toBe(`https://boxup.example/shared-design/${link.id}`);

    const { missingKeys } = await open(`/shared-design/${link.id}`, showroomStore);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Holiday mailer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ada shared this box design with you.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of Holiday mailer' })).toHaveAttribute(
      'src',
      design.previewUrl,
    );
    expect(
      screen.getByRole('img', { name: 'Dieline of the Display mailer, inside 9 × 6 × 3 in' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Background colour #0f766e')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Rename|Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Design your own box' })).toHaveAttribute(
      'href',
      '/template-designer',
    );
    await waitFor(() => expect(document.title).toBe('Shared design | YBD Showroom'));
    expect(missingKeys).toEqual([]);
  });

  it('says "Request is invalid or expired" for an unknown link, with a way home', async () => {
    const { missingKeys } = await open('/shared-design/no-such-link');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request is invalid or expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(missingKeys).toEqual([]);
  });
});
