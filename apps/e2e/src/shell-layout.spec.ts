import { expect, test, type Page } from './fixtures';
import { BRANDS } from '../playwright.config';

// Defect 4 of issue 13: product and sample pages started at x = 0. Every page's content sits
// in the shell's container: its left edge is the header container's content edge (or further
// in, for a narrower centred column), at 390 px and at 1280 px.

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The content box of the header's container: where the logo (or the Menu button) starts. */
async function headerContentBox(page: Page) {
  return page
    .locator('header > div')
    .first()
    .evaluate((container) => {
      const rect = container.getBoundingClientRect();
      const style = getComputedStyle(container);
      return {
        left: rect.left + parseFloat(style.paddingLeft),
        right: rect.right - parseFloat(style.paddingRight),
      };
    });
}

const left = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().left);

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const brand of ['default', 'showroom'] as const) {
      for (const path of ['/product/custom-mailer-box', '/product/custom-mailer-box-sample']) {
        test(`${brand} ${path}: gallery and Product Details start at the header's edge`, async ({
          page,
        }) => {
          await page.goto(`${BRANDS[brand].url}${path}`);
          await expect(page.locator('[data-slot="product-gallery"]')).toBeVisible();
          const header = await headerContentBox(page);
          expect(header.left).toBeGreaterThanOrEqual(16);
          expect(await left(page, '[data-slot="product-gallery"]')).toBeCloseTo(header.left, 0);
          // Product Details: a tab panel where the brand has tabs, a section where it has none.
          const details = page.locator('[role="tabpanel"], [data-slot="product-sections"]').first();
          await expect(details).toBeVisible();
          expect(await details.evaluate((e) => e.getBoundingClientRect().left)).toBeCloseTo(
            header.left,
            0,
          );
        });
      }
    }
  });
}

/** A page of each kind every brand composes, and the routes only the full stores have. */
const pagesOf = {
  default: [
    '/',
    '/shop-all-boxes',
    '/shop-all-sample-boxes',
    '/login',
    '/lost-password',
    '/cart',
    '/my-orders',
    '/template-maker',
    '/template-designer',
    '/approve-design',
    '/download-artwork',
    '/view/about',
    '/product-collection/mailer-boxes',
    '/policy/refund-policy',
    '/blog',
    '/no-such-page',
  ],
  partner: [
    '/',
    '/shop-all-boxes',
    '/template-maker',
    '/template-designer',
    '/download-artwork',
    '/no-such-page',
  ],
} as const;

for (const viewport of widths) {
  for (const brand of ['default', 'partner'] as const) {
    test(`${brand} at ${viewport.width} px: every page's heading starts inside the shell's container`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const outside: string[] = [];
      for (const path of pagesOf[brand]) {
        await page.goto(`${BRANDS[brand].url}${path}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        const header = await headerContentBox(page);
        const box = await heading.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return { left: rect.left, right: rect.right };
        });
        if (box.left < header.left - 0.5 || box.right > header.right + 0.5) {
          outside.push(
            `${path}: heading ${box.left}–${box.right}, container ${header.left}–${header.right}`,
          );
        }
      }
      expect(outside).toEqual([]);
    });
  }
}
