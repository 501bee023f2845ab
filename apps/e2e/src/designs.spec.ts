import { expect, test, type Download, type Page } from './fixtures';
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { BRANDS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';
import { designerReady, logIn, unique } from './journeys';

// Design journeys against the sandbox: the partner's template maker and designer (German by
// default, English after the footer's language switch) with real SVG and PDF downloads, and
// BoxUp's designer → My Designs → approve design.

const partner = BRANDS.partner.url;
const boxup = BRANDS.default.url;

async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'latin1');
}

/** A vector logo: no resolution to check. */
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120" viewBox="0 0 300 120">' +
    '<rect width="300" height="120" rx="16" fill="#1f4e79"/>' +
    '<text x="150" y="75" font-size="48" text-anchor="middle" fill="#fff">WC</text></svg>',
);

/** Uploads a file through the designer's 'Upload artwork' button. */
async function uploadArtwork(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Upload artwork' }).click(),
  ]);
  await chooser.setFiles(file);
  await expect(page.getByText(`${file.name} uploaded.`)).toBeVisible({ timeout: 15_000 });
}

/** A PNG drawn by the browser (no resolution stated). */
async function browserPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c0392b';
      context.fillRect(0, 0, w!, h!);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
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
    // A logo, then text, each placed on the selected panel.
    await uploadArtwork(page, {
      name: 'whitfield-logo.svg',
      mimeType: 'image/svg+xml',
      buffer: LOGO_SVG,
    });
    const logo = page.getByRole('button', { name: /^Image whitfield-logo\.svg/ });
    await expect(logo).toBeVisible();
    await page.getByRole('button', { name: 'Add text' }).click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.fill('Whitfield Candles');
    await expect(page.getByRole('button', { name: /Text “Whitfield Candles”/ })).toBeVisible();

    // The keyboard moves the selected object: 1/16 in per arrow key.
    await logo.click();
    await expect(logo).toHaveAttribute('aria-pressed', 'true');
    const before = await logo.textContent();
    const left = (label: string | null) =>
      Number(/([\d.]+) in from the left/.exec(label ?? '')?.[1]);
    await logo.press('ArrowRight');
    await logo.press('ArrowRight');
    // The lid lies upside down on the dieline, so 'right' on screen is towards its left edge.
    await expect
      .poll(async () => Math.abs(left(await logo.textContent()) - left(before)))
      .toBeCloseTo(0.125, 1);
    await expect(
      page.getByRole('status').filter({ hasText: 'Moved Image whitfield-logo.svg.' }),
    ).toBeAttached();
    const print = page.getByRole('region', { name: 'Print check' });
    await expect(print).not.toContainText('Must fix');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: /Design name/ }).fill(name);
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(page).toHaveURL(/designId=dsg_/);

    await page.goto(`${boxup}/my-designs`);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmy-designs$/);
    await logIn(page, 'demo@boxup.example', 'Boxes4All!');
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
    await page.getByRole('checkbox', { name: /approve it for printing/ }).check();
    await page.getByRole('button', { name: 'Approve and add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
    await expect(page.locator('main img[src*="/assets/uploads/"]').first()).toBeVisible({
      timeout: 15_000,
    });
  });

  test('an upload is placed to print at 300 dpi; enlarged under 150 dpi it is a must-fix that holds the design back', async ({
    page,
  }) => {
    await page.goto(
      `${boxup}/template-designer?product=custom-mailer-box&Size=9+x+6+x+3&Quantity=250`,
    );
    await designerReady(page, /Design canvas, Outside of the Display mailer/);
    // 216 × 108 px with no resolution stated: placed at 0.72 × 0.36 in, 300 dpi.
    const png = await browserPng(page, 216, 108);
    await uploadArtwork(page, { name: 'web-logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Placed at 0.72 in wide to print at 300 dpi.')).toBeVisible();

    const print = page.getByRole('region', { name: 'Print check' });
    await expect(print).not.toContainText('Must fix');
    await expect(print).not.toContainText('dpi');

    // Enlarged 2.1 times it prints under 150 dpi.
    const image = page.getByRole('button', { name: /^Image web-logo\.png/ });
    await image.click();
    for (let step = 0; step < 8; step += 1) await image.press('+');
    await expect(print).toContainText(
      '1 problem must be fixed before this design can go to the cart.',
    );
    const issue = print.getByRole('listitem').filter({ hasText: 'Must fix' });
    await expect(issue).toContainText(
      /web-logo\.png prints at 1[34]\d dpi; at least 150 dpi is needed\. Make it smaller or upload a larger image\./,
    );
    await expect(issue).toContainText(/Top|Front|Inside|Outside/);

    await page.getByRole('textbox', { name: /Design name/ }).fill(unique('Low-res mailer'));
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    const proceed = print.getByRole('button', { name: 'Continue to approve' });
    await expect(proceed).toBeDisabled();
    await expect(print.getByText('Fix the problems marked “Must fix” to go on.')).toBeVisible();

    // 'Show' selects the image; making it smaller again raises its print resolution.
    await issue.getByRole('button', { name: 'Show web-logo.png' }).click();
    await expect(image).toHaveAttribute('aria-pressed', 'true');
    for (let step = 0; step < 8; step += 1) await image.press('-');
    await expect(print).not.toContainText('Must fix');
    await expectNoSeriousA11yViolations(page);
  });

  test('the 3D preview loads only when the shopper opens it', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname);
    });
    await page.goto(
      `${boxup}/template-designer?product=custom-mailer-box&Size=9+x+6+x+3&Quantity=250`,
    );
    await designerReady(page, /Design canvas, Outside of the Display mailer/);
    expect(chunks.filter((path) => /box-preview-3d/.test(path))).toEqual([]);

    await page.getByRole('button', { name: 'Show 3D preview' }).click();
    await expect(
      page
        .getByRole('img', { name: '3D preview of the folded Display mailer' })
        .or(page.getByText('The 3D preview needs WebGL, which this browser does not offer.')),
    ).toBeVisible({ timeout: 15_000 });
    expect(chunks.filter((path) => /box-preview-3d/.test(path))).toHaveLength(1);
    await expect(page.getByRole('button', { name: 'Hide 3D preview' })).toBeVisible();
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
