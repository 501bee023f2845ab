// Test and story helper (not exported from the package): order lines of the artwork download
// page, one for each case of the artwork download rule.
import type { ArtworkOrderLine } from '../download-artwork-view';

/** A mailer box with the shopper's uploaded artwork: downloadable. */
export const mailerArtworkLine: ArtworkOrderLine = {
  lineId: 'a',
  orderNumber: '100234',
  productName: 'Custom Mailer Box',
  productKey: 'custom-mailer-box',
  size: '9 x 6 x 3',
  documentReferenceUrl: null,
  uploads: [{ artworkName: 'lid.pdf', artworkUrl: 'https://assets.example/uploads/upl_1' }],
};

/** A shipper box whose print file the store's team prepares (a document reference). */
export const shipperArtworkLine: ArtworkOrderLine = {
  lineId: 'b',
  orderNumber: '100235',
  productName: 'Custom Shipper Box',
  productKey: 'custom-shipper-box',
  size: '10 x 8 x 6',
  documentReferenceUrl: 'https://docs.example/1',
  uploads: [{ artworkName: 'side.pdf', artworkUrl: 'https://assets.example/uploads/upl_2' }],
};

/** A non-customizable insert of an order not numbered yet: its upload is downloadable. */
export const insertArtworkLine: ArtworkOrderLine = {
  lineId: 'c',
  orderNumber: null,
  productName: 'Shipping Box Insert',
  documentReferenceUrl: 'https://docs.example/2',
  productConfig: { productFlowConfiguration: { nonCustomizable: true } },
  uploads: [
    { artworkName: 'insert.pdf', artworkUploadUrl: 'https://assets.example/uploads/upl_3' },
  ],
};
