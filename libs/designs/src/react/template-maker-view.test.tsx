import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { TemplateMakerView } from './template-maker-view';
import { DesignsTestProviders } from './testing/designs-test-providers';
import { recordDownloads } from './testing/record-downloads';

const { saved, names } = recordDownloads();

function renderPage(
  props: Parameters<typeof TemplateMakerView>[0] = {},
  language: 'en' | 'de' = 'en',
) {
  return render(
    <DesignsTestProviders language={language}>
      <TemplateMakerView {...props} />
    </DesignsTestProviders>,
  );
}

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: RegExp | string,
  option: RegExp | string,
) {
  const select = screen.getByRole('combobox', { name: label });
  await user.selectOptions(select, within(select).getByRole('option', { name: option }));
}

/** Renders the page (with `props`) and chooses a custom size; the user types on. */
async function customSize(props?: Parameters<typeof renderPage>[0]) {
  const user = userEvent.setup();
  renderPage(props);
  await user.click(screen.getByRole('radio', { name: 'Custom size' }));
  return user;
}

/** Replaces the text of the size field named `name`. */
async function retype(user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.type(field, text);
}

describe('TemplateMakerView', () => {
  it('shows the dieline of the first preset with an accessible title and description', () => {
    renderPage();
    const image = screen.getByRole('img', { name: 'Display mailer dieline, inside 8 × 6 × 2 in' });
    expect(image).toHaveAccessibleDescription(/Flat blank 16\.25 × 20\.25 in/);
    expect(image).toHaveAccessibleDescription(/Top \(lid\)/);
  });

  it('switches the template and keeps a preset of the new style', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Shipper' }));
    expect(
      screen.getByRole('img', { name: 'Shipper dieline, inside 10 × 8 × 6 in' }),
    ).toBeInTheDocument();
  });

  it('validates custom sizes against the limits without losing what was typed', async () => {
    const user = await customSize();
    const depth = screen.getByRole('textbox', { name: /Depth/ });
    expect(depth).toHaveAccessibleDescription(/1 to 8 in/);
    await retype(user, /Depth/, '12');
    expect(await screen.findByText('Depth must be between 1 in and 8 in')).toBeInTheDocument();
    expect(depth).toHaveValue('12');
    expect(depth).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Correct the size to see the dieline.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download SVG' })).toBeDisabled();

    await user.clear(depth);
    expect(await screen.findByText('Depth is required')).toBeInTheDocument();
    await user.type(depth, '3');
    expect(
      screen.getByRole('img', { name: 'Display mailer dieline, inside 8 × 6 × 3 in' }),
    ).toBeInTheDocument();
  });

  it('converts typed values when the unit changes and checks limits in millimetres', async () => {
    const user = await customSize();
    await chooseOption(user, /Unit/, 'Millimetres');
    expect(screen.getByRole('textbox', { name: /Length/ })).toHaveValue('203.2');
    await retype(user, /Width/, '20');
    expect(
      await screen.findByText('Width must be between 76.2 mm and 457.2 mm'),
    ).toBeInTheDocument();
  });

  it('requires a square footprint for the square mailer', async () => {
    const user = await customSize({ initialStyle: 'squareMailer' });
    await retype(user, /Width/, '7');
    expect(
      await screen.findByText('Length and width of a square mailer must be equal'),
    ).toBeInTheDocument();
  });

  it('downloads the SVG as a file of the chosen size', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await screen.findByText('Your SVG download has started.');
    expect(names).toEqual(['display-mailer-8x6x2in-dieline.svg']);
    const svg = await saved[0]?.text();
    expect(saved[0]?.type).toBe('image/svg+xml');
    expect(svg).toMatch(/^<\?xml|^<svg/);
    expect(svg).toContain('data-style="displayMailer"');
  });

  it('downloads a valid PDF, loading the PDF writer only on request', async () => {
    const user = userEvent.setup();
    renderPage({ defaultUnit: 'mm' });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByText('Your PDF download has started.', undefined, { timeout: 10_000 });
    expect(names).toEqual(['display-mailer-203_2x152_4x50_8mm-dieline.pdf']);
    const pdf = await PDFDocument.load(await (saved[0] as Blob).arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);
  });

  it('speaks German with German panel names', () => {
    renderPage({}, 'de');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vorlagen-Generator' }),
    ).toBeInTheDocument();
    const image = screen.getByRole('img', { name: /Stanzkontur Präsentations-Mailer/ });
    expect(image).toHaveAccessibleDescription(/Oberseite \(Deckel\)/);
    expect(image.innerHTML).toContain('Einstecklasche');
  });

  it('hands the chosen template to the designer', async () => {
    const user = userEvent.setup();
    const onDesignOnline = vi.fn();
    renderPage({ onDesignOnline });
    await user.click(screen.getByRole('button', { name: 'Design this box online' }));
    expect(onDesignOnline).toHaveBeenCalledWith({
      style: 'displayMailer',
      size: { length: 8, width: 6, depth: 2 },
    });
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
