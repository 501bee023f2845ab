import { expect, test, type Page } from './fixtures';
import { BRANDS } from '../playwright.config';

// Issue 13, defect 6: a $1 sample is described once, by the products service. Each card of
// /shop-all-sample-boxes must name the sizes, board colours and print its sample page offers
// in the selector and describes in 'Product Details'.

const boxup = BRANDS.default.url;

/** Every box size a text names (`9 × 6 × 3 in`, `9 x 6 x 3 in`), written `9 x 6 x 3`. */
function sizesIn(text: string): string[] {
  const found = text.matchAll(/(\d+(?:\.\d+)?) [×x] (\d+(?:\.\d+)?) [×x] (\d+(?:\.\d+)?) in\b/g);
  return [...found].map((match) => match.slice(1, 4).join(' x '));
}

interface Card {
  title: string;
  text: string;
  href: string;
}

async function readCards(page: Page): Promise<Card[]> {
  await page.goto(`${boxup}/shop-all-sample-boxes`);
  await expect(page.getByRole('heading', { level: 1, name: '$1 Sample Boxes' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  const read: Card[] = [];
  for (const card of await cards.all()) {
    read.push({
      title: await card.getByRole('heading').innerText(),
      text: await card.innerText(),
      href: (await card.getByRole('link', { name: 'SELECT' }).getAttribute('href')) ?? '',
    });
  }
  return read;
}

test('every $1 sample card says what its sample page offers and describes', async ({ page }) => {
  test.slow(); // six pages in a row
  const cards = await readCards(page);
  expect(cards.map((card) => card.href)).toHaveLength(6);

  for (const card of cards) {
    const cardSizes = sizesIn(card.text);
    expect(cardSizes.length, card.title).toBeGreaterThan(0);
    expect(card.text, card.title).toContain('unprinted');

    await page.goto(`${boxup}${card.href}`);
    await expect(page.getByText('Total $1.00, $1.00 per box')).toBeVisible();

    // The selector: the sizes of the card, the card's default first; no print options.
    const sizeSelect = page.getByRole('combobox', { name: /^Size/ });
    await expect(sizeSelect.locator('option:checked'), card.title).toContainText(
      `${cardSizes[0]} in`,
    );
    const offered = (await sizeSelect.getByRole('option').allTextContents()).flatMap(sizesIn);
    expect(offered.sort(), card.title).toEqual([...cardSizes].sort());
    await expect(page.getByRole('radiogroup', { name: 'Print options' })).toHaveCount(0);

    // Board colours: every colour the selector offers is named on the card.
    const colours = await page
      .getByRole('radiogroup', { name: 'Board color' })
      .locator('[data-slot="radio-option"]')
      .allInnerTexts();
    expect(colours.length, card.title).toBeGreaterThan(0);
    for (const colour of colours) {
      expect(card.text.toLowerCase(), card.title).toContain(colour.toLowerCase());
    }

    // 'Product Details' names the same sizes and says unprinted.
    await page.getByRole('tab', { name: 'Product Details' }).click();
    const details = await page.getByRole('tabpanel').innerText();
    expect(sizesIn(details).sort(), card.title).toEqual([...cardSizes].sort());
    expect(details, card.title).toContain('unprinted');
  }
});
