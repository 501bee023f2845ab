import { expect, test, type Page } from './fixtures';
import { BRANDS } from '../playwright.config';

// Defects 7 and 8 of issue 13 and the commerce document's sample URLs: every link a brand
// renders (header, footer, page, CMS HTML) keeps the showroom's linkID, points at a route the
// brand composes, and the old sample URLs answer 301.

/** The in-app links of the page as it is now: `[href, text]`, menu and hidden links included. */
async function inAppLinks(page: Page, origin: string): Promise<[URL, string][]> {
  const links = await page
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => [
        (anchor as HTMLAnchorElement).href,
        anchor.textContent?.trim() ?? '',
      ]),
    );
  return links
    .map(([href, text]): [URL, string] => [new URL(href!), text!])
    .filter(([url]) => url.origin === origin);
}

/** Waits until the page's content (landing sections, cards, CMS HTML) has arrived. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the showroom keeps linkID on every link of home, shop-all, a product and a content page', async ({
  page,
}) => {
  const { url } = BRANDS.showroom;
  const origin = new URL(url).origin;
  const missing: string[] = [];
  let checked = 0;
  for (const path of ['/', '/shop-all-boxes', '/product/custom-mailer-box', '/view/contact']) {
    await page.goto(`${url}${path}?linkID=SR-77`);
    await settle(page);
    for (const [link, text] of await inAppLinks(page, origin)) {
      checked += 1;
      if (link.searchParams.get('linkID') !== 'SR-77') {
        missing.push(`${path}: "${text}" → ${link.pathname}${link.search}`);
      }
    }
  }
  expect(missing).toEqual([]);
  expect(checked).toBeGreaterThan(40);

  // The CMS link of the home page that used to drop it, followed by a click.
  await page.goto(`${url}/?linkID=SR-77`);
  await settle(page);
  const book = page.getByRole('link', { name: 'Book an appointment' });
  await expect(book).toHaveAttribute('href', '/view/contact?linkID=SR-77');
  await book.click();
  await expect(page).toHaveURL(`${url}/view/contact?linkID=SR-77`);
});

test('the partner links only to pages it composes, on every page it has', async ({ page }) => {
  const { url } = BRANDS.partner;
  const origin = new URL(url).origin;
  const composed = new Set([
    '/',
    '/shop-all-boxes',
    '/download-artwork',
    '/template-maker',
    '/template-designer',
    '/not-found',
  ]);
  const foreign: string[] = [];
  const targets = new Set<string>();
  for (const path of composed) {
    await page.goto(`${url}${path}`);
    await settle(page);
    for (const [link, text] of await inAppLinks(page, origin)) {
      if (link.hash && link.pathname === new URL(page.url()).pathname) continue;
      targets.add(link.pathname);
      if (!composed.has(link.pathname)) foreign.push(`${path}: "${text}" → ${link.pathname}`);
    }
  }
  expect(foreign).toEqual([]);
  // 'über Kartonwerk' in the landing text stays as text, without its link to /view/about.
  await page.goto(url);
  await settle(page);
  await expect(page.getByText(/über Kartonwerk/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'über Kartonwerk' })).toHaveCount(0);
  // And every target really is a page (no not-found).
  for (const target of targets) {
    if (target === '/not-found') continue;
    await page.goto(`${url}${target}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Wir konnten die Seite nicht finden.',
    );
  }
});

const oldSampleUrls = {
  '/product/mailer-box-sample': '/product/custom-mailer-box-sample',
  '/product/square-mailer-box-sample': '/product/custom-square-mailer-box-sample',
  '/product/gable-box-sample': '/product/custom-gable-box-sample',
  '/product/gift-mailer-box-sample': '/product/custom-gift-mailer-box-sample',
  '/product/document-mailer-box-sample': '/product/custom-document-mailer-box-sample',
} as const;

for (const brand of ['default', 'showroom'] as const) {
  test(`${brand}: the commerce document's sample URLs answer 301 to the sample pages`, async ({
    request,
    page,
  }) => {
    const { url } = BRANDS[brand];
    for (const [from, to] of Object.entries(oldSampleUrls)) {
      const response = await request.get(`${url}${from}?linkID=SR-1`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(`${to}?linkID=SR-1`);
    }
    // /product/shipping-box-sample is the sample page itself.
    const shipping = await request.get(`${url}/product/shipping-box-sample`, { maxRedirects: 0 });
    expect(shipping.status()).toBe(200);

    // A browser follows it to the sample page.
    await page.goto(`${url}/product/gable-box-sample`);
    await expect(page).toHaveURL(`${url}/product/custom-gable-box-sample`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gable Box Sample');
  });
}

test('in-app navigation to an old sample URL replaces it with the sample page', async ({
  page,
}) => {
  const { url } = BRANDS.default;
  await page.goto(`${url}/shop-all-boxes`);
  await settle(page);
  // A navigation inside the app (no document request reaches the server).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/product/mailer-box-sample');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(`${url}/product/custom-mailer-box-sample`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailer Box Sample');
  await page.goBack();
  await expect(page).toHaveURL(`${url}/shop-all-boxes`);
});
