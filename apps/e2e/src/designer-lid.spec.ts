import { expect, test, type Page } from './fixtures';
import { fileURLToPath } from 'node:url';
import { BRANDS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';
import { designerReady } from './journeys';

// Issue 13, defect 2: text on the display mailer's lid was drawn upside down ('mirrored') in
// the designer. The lid lies turned 180° on the flat blank; the designer now turns the view so
// the panel being edited reads the right way up, and never mirrors it.

const boxup = BRANDS.default.url;
const shot = (name: string) =>
  fileURLToPath(new URL(`../../../tmp/shots/${name}.png`, import.meta.url));

/** The transform each text is drawn with on screen ([a, b, c, d, e, f], CSS pixels). */
async function textTransforms(page: Page): Promise<number[][]> {
  const raw = await page.locator('[data-text-transforms]').getAttribute('data-text-transforms');
  return Object.values(JSON.parse(raw ?? '{}') as Record<string, number[]>);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`text on the lid reads the right way up (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${boxup}/template-designer`);
    await page.getByRole('radio', { name: 'Display mailer' }).check();
    await page.getByRole('button', { name: 'Start designing' }).click();
    await designerReady(page, /Design canvas, Outside of the Display mailer/);
    await expect(
      page.getByRole('combobox', { name: /^Side of the board/ }).locator('option:checked'),
    ).toContainText('Outside');
    await expect(
      page.getByRole('combobox', { name: /^Panel/ }).locator('option:checked'),
    ).toContainText('Top (lid)');

    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('ACME CANDLES');
    await expect(page.getByRole('button', { name: /Text “ACME CANDLES”/ })).toBeVisible();
    await expect(
      page.getByText(
        'The Top (lid) panel is selected and shown the right way up; 1 object on this side.',
        { exact: false },
      ),
    ).toBeVisible();

    await expect.poll(async () => (await textTransforms(page)).length).toBe(1);
    const [matrix] = await textTransforms(page);
    const [a = 0, b = 0, c = 0, d = 0] = matrix ?? [];
    // No mirror (a positive determinant) and no turn: the words read left to right, upright.
    expect(a * d - b * c).toBeGreaterThan(0);
    expect(a).toBeGreaterThan(0);
    expect(d).toBeGreaterThan(0);
    expect(Math.abs(b)).toBeLessThan(1e-6);
    expect(Math.abs(c)).toBeLessThan(1e-6);

    // Arrow right moves the text right on screen.
    const text = page.getByRole('button', { name: /Text “ACME CANDLES”/ });
    await text.click();
    const left = async () =>
      Number(/([\d.]+) in from the left/.exec((await text.textContent()) ?? '')?.[1]);
    const before = await left();
    await text.press('ArrowRight');
    // (positions are shown to 1/100 in)
    await expect.poll(left).toBeCloseTo(before + 0.0625, 1);
    expect(await left()).toBeGreaterThan(before);

    await page
      .getByRole('group', { name: /Design canvas/ })
      .screenshot({ path: shot(`designer-lid-canvas-${viewport.width}`) });
    await page.screenshot({
      path: shot(`designer-lid-page-${viewport.width}`),
      fullPage: true,
    });
    // Nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoSeriousA11yViolations(page);
  });
}
