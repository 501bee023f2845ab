import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { DownloadArtworkView } from './download-artwork-view';
import {
  insertArtworkLine,
  mailerArtworkLine,
  shipperArtworkLine,
} from './testing/artwork-order-lines';
import { DesignsTestProviders } from './testing/designs-test-providers';
import { recordDownloads } from './testing/record-downloads';

const { saved, names } = recordDownloads();

const lines = [mailerArtworkLine, shipperArtworkLine, insertArtworkLine];

function renderPage(props: Parameters<typeof DownloadArtworkView>[0] = {}) {
  render(
    <DesignsTestProviders>
      <DownloadArtworkView {...props} />
    </DesignsTestProviders>,
  );
  return userEvent.setup();
}

describe('DownloadArtworkView', () => {
  it('downloads a preset template of the chosen style as SVG and PDF', async () => {
    const user = renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: /Box template/ }), 'Gable box');
    await user.click(screen.getByRole('button', { name: 'Download SVG: Gable box 8 × 4 × 8 in' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF: Gable box 8 × 4 × 8 in' }));
    await vi.waitFor(() => expect(names).toHaveLength(2), { timeout: 10_000 });
    expect(names).toEqual(['gable-box-8x4x8in-dieline.svg', 'gable-box-8x4x8in-dieline.pdf']);
    expect(await saved[0]?.text()).toContain('data-style="gableBox"');
    expect((await PDFDocument.load(await (saved[1] as Blob).arrayBuffer())).getPageCount()).toBe(1);
  });

  /** The list item of the order line whose heading is `name`. */
  const orderItem = (name: string) =>
    screen.getByRole('heading', { name }).closest('li') as HTMLElement;

  it('shows order artwork only where the artwork download rule allows it', () => {
    renderPage({ orderLines: lines });
    const mailer = orderItem('Order 100234: Custom Mailer Box');
    expect(within(mailer).getByRole('link', { name: 'Download lid.pdf' })).toHaveAttribute(
      'href',
      'https://assets.example/uploads/upl_1',
    );
    expect(
      within(mailer).getByRole('button', { name: 'Download SVG: Display mailer 9 × 6 × 3 in' }),
    ).toBeInTheDocument();

    const shipper = orderItem('Order 100235: Custom Shipper Box');
    expect(within(shipper).queryByRole('link')).toBeNull();
    expect(
      within(shipper).getByText('Our team prepares the print file for this item.'),
    ).toBeInTheDocument();

    const insert = orderItem('Order (number pending): Shipping Box Insert');
    expect(within(insert).getByRole('link', { name: 'Download insert.pdf' })).toHaveAttribute(
      'href',
      'https://assets.example/uploads/upl_3',
    );
  });

  it('says when there is no order artwork', () => {
    renderPage({ orderLines: [] });
    expect(screen.getByText('No order artwork to download.')).toBeInTheDocument();
  });

  it('speaks German', () => {
    render(
      <DesignsTestProviders language="de">
        <DownloadArtworkView defaultUnit="mm" />
      </DesignsTestProviders>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Druckdaten herunterladen' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: /SVG herunterladen: Präsentations-Mailer 203,2 × 152,4 × 50,8 mm/,
      }),
    ).toBeInTheDocument();
  });
});
