import { expect, hydrated, test, type Page } from './fixtures';
import { BRANDS } from '../playwright.config';

// Issue 15, "How it will be checked": with JavaScript disabled a shopper still reads each
// brand's home tiles, a product's name and price and a CMS page's text, because the server
// rendered them; with JavaScript the page hydrates into the single-page app, whose links no
// longer reload the page. The texts come from the sandbox's seed (apps/sandbox-api/src/services/
// content/seed: landing.ts, shop.ts, products.ts, pages/company.ts).

/** The links of a landing section (a region named by its title) that lead on from its cards. */
const sectionLinks = (page: Page, section: string, button: string) =>
  page.getByRole('region', { name: section, exact: true }).getByRole('link', { name: button });

const homes = [
  {
    brand: 'default',
    heading: 'Custom printed boxes that ship your brand',
    tiles: { section: 'Find your box style', button: 'SELECT', count: 7 },
    sections: ['$1 Sample Boxes', 'Why BoxUp', 'From the blog'],
  },
  {
    brand: 'showroom',
    heading: 'Welcome to the YBD Showroom',
    tiles: { section: 'The showroom collection', button: 'SELECT', count: 7 },
    sections: ['Plan your visit', 'Quotes for larger runs', '$1 Sample Boxes', 'From the journal'],
  },
  {
    brand: 'partner',
    heading: 'Ihre Schachtel, millimetergenau gestaltet',
    tiles: { section: 'Schachtelarten', button: 'AUSWÄHLEN', count: 7 },
    sections: ['So funktioniert es', 'Druckdaten, die passen'],
  },
] as const;

/** The CMS page each brand composes (Kartonwerk composes no content route). */
const contentPages = [
  {
    brand: 'default',
    path: '/view/about',
    heading: 'About BoxUp',
    text: 'BoxUp started in 2016 in a rented corner of a corrugated plant in Arlington, Texas.',
  },
  {
    brand: 'showroom',
    path: '/view/about',
    heading: 'About the YBD Showroom',
    text: 'YBD began in 2019 as a small packaging studio working for fashion and beauty labels in New York.',
  },
] as const;

test.describe('without JavaScript, the server-rendered page has its content', () => {
  test.use({ javaScriptEnabled: false });

  for (const { brand, heading, tiles, sections } of homes) {
    test(`${BRANDS[brand].name}: the home page's heading, tiles and sections`, async ({ page }) => {
      await page.goto(BRANDS[brand].url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(sectionLinks(page, tiles.section, tiles.button)).toHaveCount(tiles.count);
      for (const section of sections) {
        await expect(
          page.getByRole('region', { name: section, exact: true }).getByRole('heading', {
            level: 2,
          }),
        ).toHaveText(section);
      }
    });
  }

  for (const brand of ['default', 'showroom'] as const) {
    test(`${BRANDS[brand].name}: a product page's name and the price of its default selection`, async ({
      page,
    }) => {
      await page.goto(`${BRANDS[brand].url}/product/custom-mailer-box`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Mailer Boxes');
      await expect(page.getByText('Total $18.54, $18.54 per box')).toBeVisible();
    });
  }

  for (const { brand, path, heading, text } of contentPages) {
    test(`${BRANDS[brand].name}: a CMS page's text (${path})`, async ({ page }) => {
      await page.goto(`${BRANDS[brand].url}${path}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(main.getByText(text)).toBeVisible();
    });
  }

  test(`${BRANDS.partner.name}: the box styles page's tiles`, async ({ page }) => {
    await page.goto(`${BRANDS.partner.url}/shop-all-boxes`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Schachtelarten');
    const tiles = page.getByRole('list', { name: 'Schachtelarten', exact: true });
    await expect(tiles.getByRole('link', { name: 'AUSWÄHLEN' })).toHaveCount(7);
    await expect(tiles.getByRole('heading', { level: 3 }).first()).toHaveText('Mailerboxen');
  });
});

test.describe('after hydration, the single-page app', () => {
  for (const brand of ['default', 'showroom', 'partner'] as const) {
    test(`${BRANDS[brand].name}: an in-app link does not reload the page`, async ({ page }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.goto(BRANDS[brand].url);
      await hydrated(page);
      // A reload would start a new window object and lose this.
      await page.evaluate(() => {
        (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument = true;
      });

      await page.getByRole('banner').locator('a[href^="/shop-all-boxes"]:visible').first().click();
      await expect(page).toHaveURL(`${BRANDS[brand].url}/shop-all-boxes`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(
          () => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument,
        ),
        'the window survived the navigation',
      ).toBe(true);
      expect(documents, 'documents the browser loaded').toEqual([`${BRANDS[brand].url}/`]);
    });
  }

  for (const brand of ['default', 'showroom'] as const) {
    test(`${BRANDS[brand].name}: a product page paints with the styles in its document and downloads none`, async ({
      page,
    }) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.goto(`${BRANDS[brand].url}/product/custom-mailer-box`);
      await hydrated(page);
      // The lazy parts the page loads after hydration (quick add, reviews, commerce events).
      await page.waitForLoadState('networkidle');
      // Styled (the reset took the body's 8 px margin away) by a style element of the document.
      expect(
        await page.evaluate(() => ({
          inDocument: [...document.styleSheets].some(
            (sheet) => sheet.ownerNode?.nodeName === 'STYLE' && !sheet.href,
          ),
          bodyMargin: getComputedStyle(document.body).margin,
        })),
        'the stylesheet is in the document',
      ).toEqual({ inDocument: true, bodyMargin: '0px' });
      expect(stylesheets, 'stylesheets downloaded').toEqual([]);
    });
  }
});
