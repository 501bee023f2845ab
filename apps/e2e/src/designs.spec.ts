import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { BRANDS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';

// Design journeys against the sandbox: the partner's template maker and designer (German by
// default, English after the footer's language switch) with real SVG and PDF downloads, and
// BoxUp's designer → My Designs → approve design.

const partner = BRANDS.partner.url;
const boxup = BRANDS.default.url;

function unique(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'latin1');
}

async function designerReady(page: Page, style: RegExp) {
  await expect(page.getByRole('group', { name: style })).toBeVisible({ timeout: 15_000 });
}

test.describe('Kartonwerk (partner): design-only, German by default', () => {
  test('template maker: German first, English after the switch, SVG and PDF downloads', async ({
    page,
  }) => {
    await page.goto(`${partner}/template-maker`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Vorlagen-Generator' })).toBeVisible();
    await expect(page).toHaveTitle('Stanzkontur-Generator | Kartonwerk');
    await expect(page.getByRole('button', { name: 'SVG herunterladen' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('contentinfo').getByLabel('Sprache').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Template maker' })).toBeVisible();
    await expect(page).toHaveTitle('Dieline Generator | Kartonwerk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // A mailer in a custom size, in millimetres (the partner's unit).
    await page.getByRole('radio', { name: 'Display mailer' }).check();
    await page.getByRole('radio', { name: 'Custom size' }).check();
    await page.getByRole('textbox', { name: /^Length/ }).fill('250');
    await page.getByRole('textbox', { name: /^Width/ }).fill('180');
    await page.getByRole('textbox', { name: /^Depth/ }).fill('60');
    await expect(
      page.getByRole('img', { name: /^Display mailer dieline, inside 250 × 180 × 60 mm$/ }),
    ).toBeVisible();

    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toMatch(/\.svg$/);
    const svgText = await downloadedText(svg);
    expect(svgText.replace(/^<\?xml[^>]*\?>\s*/, '')).toMatch(/^<svg[\s>]/);
    expect(svgText).toContain('data-unit="mm"');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await downloadedText(pdf)).startsWith('%PDF')).toBe(true);
    await expect(page.getByText('Your PDF download has started.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a shop-all-boxes tile opens its template in the maker', async ({ page }) => {
    await page.goto(`${partner}/shop-all-boxes`);
    await page.getByRole('link', { name: 'AUSWÄHLEN' }).nth(4).click();
    await expect(page).toHaveURL(/\/template-maker\?style=gableBox$/);
    await expect(page.getByRole('radio', { name: 'Giebelschachtel' })).toBeChecked();
  });

  test('the designer saves a named design under the anonymous session', async ({ page }) => {
    const name = unique('Würfel');
    await page.goto(`${partner}/template-maker`);
    await page.getByRole('button', { name: 'Diese Schachtel online gestalten' }).click();
    await expect(page).toHaveURL(/\/template-designer\?product=custom-mailer-box&Size=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vorlagen-Designer' })).toBeVisible();
    await designerReady(page, /Außen|Outside/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Design speichern' }).click();
    await expect(page.getByText('Name des Designs erforderlich')).toBeVisible();
    await page.getByRole('textbox', { name: /Name des Designs/ }).fill(name);
    await page.getByRole('button', { name: 'Design speichern' }).click();
    await expect(page.getByText('Alle Änderungen gespeichert.')).toBeVisible();
    await expect(page).toHaveURL(/designId=dsg_/);
    // The partner has no approve step.
    await expect(page.getByRole('button', { name: 'Weiter zur Freigabe' })).toHaveCount(0);
  });
});

test.describe('BoxUp (default): design, save, find it in My Designs, approve', () => {
  test('designer → save → My Designs (signed in) → approve asks for the consent', async ({
    page,
  }) => {
    const name = unique('E2E mailer');
    await page.goto(
      `${boxup}/template-designer?product=custom-mailer-box&Size=9+x+6+x+3&Quantity=250`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Template designer' })).toBeVisible();
    await designerReady(page, /Design canvas, Outside of the Display mailer/);
    await page.getByRole('button', { name: 'Add text' }).click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.fill('Whitfield Candles');
    await expect(page.getByRole('button', { name: /Text “Whitfield Candles”/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: /Design name/ }).fill(name);
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(page).toHaveURL(/designId=dsg_/);

    await page.goto(`${boxup}/my-designs`);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmy-designs$/);
    const logIn = page.getByRole('region', { name: 'Log In' });
    await logIn.getByRole('textbox', { name: 'Email', exact: true }).fill('demo@boxup.example');
    await logIn.getByRole('textbox', { name: 'Password', exact: true }).fill('Boxes4All!');
    await logIn.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/my-designs$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'My designs' })).toBeVisible();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Duplicate, then rename the copy.
    await card.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByText(`“Copy of ${name}” created.`)).toBeVisible();
    const copy = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Copy of ${name}`, exact: true }) });
    await copy.getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename design' });
    await dialog.getByRole('textbox', { name: /Design name/ }).fill(`${name} (large run)`);
    await dialog.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText(`Renamed to “${name} (large run)”.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `${name} (large run)` })).toBeVisible();

    await card.getByRole('button', { name: 'Order' }).click();
    await expect(page).toHaveURL(/\/approve-design\?designId=dsg_/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Approve your design' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Approve and add to cart' }).click();
    await expect(
      page.getByText('In Order to add to cart, please check the checkbox'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/approve-design/);
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor approves a saved design and finds it in the cart with its preview', async ({
    page,
  }) => {
    // A fresh anonymous session: its cart is its own (no sign-in, no merge).
    await page.goto(
      `${boxup}/template-designer?product=custom-mailer-box&Size=9+x+6+x+3&Quantity=250`,
    );
    await designerReady(page, /Design canvas, Outside of the Display mailer/);
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByRole('textbox', { name: /Design name/ }).fill(unique('Cart mailer'));
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Continue to approve' }).click();
    await expect(page).toHaveURL(/\/approve-design\?designId=dsg_[^&]+&Quantity=250$/);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Approve and add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
    await expect(page.locator('main img[src*="/assets/uploads/"]').first()).toBeVisible({
      timeout: 15_000,
    });
  });

  test('an unknown share link says so and leads home', async ({ page }) => {
    await page.goto(`${boxup}/shared-design/no-such-link`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Request is invalid or expired' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(`${boxup}/`);
  });
});
