// Test and story helper (not exported from the package): order JSON as the ecommerce service
// sends it, for unit tests and stories that run without a sandbox.
import type { OrderResponse } from '../order-response';

const usd = (centAmount: number) => ({
  type: 'centPrecision' as const,
  centAmount,
  currencyCode: 'USD',
  fractionDigits: 2,
});

/** The demo customer's address in Arlington, TX, as the ecommerce service sends it. */
export const DEMO_ADDRESS = {
  company: 'Whitfield Candles',
  firstName: 'Dana',
  lastName: 'Whitfield',
  streetName: '1200 Ballpark Way',
  additionalStreetInfo: 'Suite 4',
  postalCode: '76011',
  city: 'Arlington',
  state: 'TX',
  country: 'US',
  phone: '+1 817 555 0142',
  email: 'demo@boxup.example',
};

/** The sample order's totals before payment amounts (one order of 250 mailers, FIRSTRUN10). */
const ORDER_TOTALS = {
  subtotal: usd(52250),
  shipping: usd(4745),
  taxes: usd(3236),
  discount: usd(5225),
  total: usd(55006),
};

/**
 * The demo's 250 custom mailers as a cart line and an order line both carry them (id, product,
 * quantity, attributes, prices): the cart's story lines and {@link sampleLineJson} start here.
 *
 * @example
 * const cartLine = { ...mailerLineBasics(), isEditable: true };
 */
export function mailerLineBasics() {
  return {
    id: 'li_mailer',
    productKey: 'custom-mailer-box',
    name: 'Custom Mailer Box',
    quantity: 250,
    attributes: { Size: '9 x 6 x 3', 'Print Options': 'Outside full colour', Color: 'Kraft' },
    price: usd(209),
    totalPrice: usd(47025),
  };
}

/** The raw JSON of one order line; override any field. */
export function sampleLineJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...mailerLineBasics(),
    status: 'PrintingInProgress',
    state: [{ quantity: 250, state: { key: 'PrintingInProgress' } }],
    statusChangedAt: '2030-01-12T15:00:00.000Z',
    specs: [
      { name: 'Size', value: '9 x 6 x 3' },
      { name: 'Print Options', value: 'Outside full colour' },
      { name: 'Color', value: 'Kraft' },
      { name: 'Quantity', value: '250' },
    ],
    uploads: [
      { artworkName: 'logo-front.pdf', artworkUrl: 'https://assets.example/logo-front.pdf' },
    ],
    promisedArrivalDate: '2030-01-23T00:00:00Z',
    revisedArrivalDate: '0001-01-01T00:00:00Z',
    tracking: null,
    isReOrderable: true,
    nonOrderable: false,
    customizableProductSlug: 'custom-mailer-box',
    enable2DPreview: true,
    custom: {
      fields: {
        merchandisingProductName: 'Custom Mailer Box',
        userSelectionV2: '{"Size":"9 x 6 x 3","Quantity":"250"}',
        finalSelectionV2: '{"Size":"9 x 6 x 3","Quantity":"250"}',
        previewURL2dThumbnail: '',
        productImageUrl: '',
        mcpDocumentsSourceV2: '[]',
        artworkRequired: true,
        userUploadComplete: true,
        isSampleProduct: false,
        productKey: 'custom-mailer-box',
        basePrice: '{"type":"centPrecision","centAmount":209}',
      },
    },
    ...overrides,
  };
}

/** The raw JSON of a paid order (one mailer line, FIRSTRUN10, Texas); override any field. */
export function sampleOrderJson(overrides: Record<string, unknown> = {}): OrderResponse {
  return {
    id: 'ord_sample_paid',
    orderNumber: 'BU100042',
    orderState: 'Open',
    paymentState: 'Paid',
    createdAt: '2030-01-09T19:30:00.000Z',
    completedAt: null,
    customerId: 'cus_demo_dana_whitfield',
    customerEmail: 'demo@boxup.example',
    cartId: 'cart_sample',
    version: 1,
    lineItems: [sampleLineJson()],
    customLineItems: [
      {
        lineItemId: 'li_mailer',
        name: 'Standard',
        serviceName: 'UPS Ground',
        totalPrice: usd(4745),
      },
    ],
    billingAddress: DEMO_ADDRESS,
    shippingAddress: DEMO_ADDRESS,
    paymentInfo: {
      paymentStatus: 'Paid',
      payments: [
        {
          id: 'pay_sample',
          paymentType: 'braintree',
          paymentInstrumentType: 'credit_card',
          amountPlanned: usd(55006),
          paymentStatus: 'Paid',
          card: { cardType: 'Visa', last4: '1111' },
          createdAt: '2030-01-09T19:30:00.000Z',
        },
      ],
    },
    totalPrice: usd(51770),
    finalPrice: {
      subtotal: usd(52250),
      salesTax: usd(3236),
      shipping: usd(4745),
      total: usd(55006),
    },
    totals: { ...ORDER_TOTALS, amountPaid: usd(55006), amountDue: usd(0) },
    couponCode: 'FIRSTRUN10',
    discount: { discountAmount: usd(5225) },
    poNumber: null,
    trackingId: null,
    trackingLink: null,
    expectedBy: '2030-01-23T00:00:00Z',
    isMigrated: false,
    ...overrides,
  } as unknown as OrderResponse;
}

/** A shipped line with UPS tracking. */
export function shippedLineJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return sampleLineJson({
    status: 'Shipped',
    state: [{ quantity: 250, state: { key: 'Shipped' } }],
    tracking: {
      carrierName: 'UPS',
      trackingId: '1Z8F3K2A0312345678',
      expectedBy: '2030-01-23T00:00:00Z',
      trackingLink: 'https://www.ups.com/track?loc=en_US&tracknum=1Z8F3K2A0312345678',
    },
    ...overrides,
  });
}

/** A pending invoice order (invoice without terms) waiting for payment. */
export function pendingOrderJson(): OrderResponse {
  return sampleOrderJson({
    id: 'ord_sample_pending',
    orderNumber: 'BU100043',
    paymentState: 'Pending',
    poNumber: 'PO-7781',
    lineItems: [
      sampleLineJson({
        status: 'WaitingforPayment',
        state: [{ quantity: 250, state: { key: 'WaitingforPayment' } }],
      }),
    ],
    paymentInfo: {
      paymentStatus: 'Pending',
      payments: [
        {
          id: 'pay_invoice',
          paymentType: 'paymentByInvoice',
          paymentInstrumentType: 'invoice_without_terms',
          amountPlanned: usd(55006),
          paymentStatus: 'Pending',
          card: null,
          createdAt: '2030-01-09T19:30:00.000Z',
        },
      ],
    },
    totals: { ...ORDER_TOTALS, amountPaid: usd(0), amountDue: usd(55006) },
  });
}
