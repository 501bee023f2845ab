// Fixtures for stories and component tests (not exported): carts in the sandbox's JSON shape,
// transformed the way pages get them.
import { DEMO_ADDRESS, mailerLineBasics } from '@storefront/orders/testing';
import { apiCartSchema, type ApiCart, type ApiDeliveryOption } from '../../lib/api/cart-schemas';
import { transformCart } from '../../lib/cart-transform';
import type { TransformedCart } from '../../lib/transformed-cart';

const usd = (centAmount: number) => ({
  type: 'centPrecision' as const,
  centAmount,
  currencyCode: 'USD',
  fractionDigits: 2,
});

/** A small box picture as a data URL, so stories need no image server. */
export function boxPicture(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 100 100"><rect width="100" height="100" fill="#c8a97e"/><path d="M20 40 50 25 80 40 80 75 50 90 20 75Z" fill="#a8845a"/><text x="50" y="60" font-size="9" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The demo customer's address (orders' fixture) with the phone as the address form keeps it. */
export const ARLINGTON_ADDRESS = { ...DEMO_ADDRESS, phone: '8175550142' };

function mailerLine(overrides: Record<string, unknown> = {}) {
  return {
    ...mailerLineBasics(),
    taxRate: { name: 'US-TX', amount: 0.0625, includedInPrice: false, country: 'US', state: 'TX' },
    taxedPrice: { totalNet: usd(47025), totalGross: usd(49964), totalTax: usd(2939) },
    isEditable: true,
    custom: {
      fields: {
        isSampleProduct: false,
        previewURL2dThumbnail: boxPicture('Mailer'),
        eCommerceDiscounts:
          '[{"discountId":"cpn_firstrun10","discountCode":"FIRSTRUN10","amount":{"type":"centPrecision","centAmount":5225,"currencyCode":"USD","fractionDigits":2}}]',
        promisedArrivalDateV2:
          '{"promisedArrivalDate":"2030-01-23T00:00:00Z","revisedArrivalDate":"0001-01-01T00:00:00Z"}',
      },
    },
    ...overrides,
  };
}

function sampleLine() {
  return {
    id: 'li_sample',
    productKey: 'custom-mailer-box-sample',
    name: 'Mailer Box Sample',
    quantity: 1,
    attributes: { Size: '9 x 6 x 3' },
    price: usd(100),
    totalPrice: usd(100),
    isEditable: false,
    custom: {
      fields: {
        isSampleProduct: true,
        promisedArrivalDateV2:
          '{"promisedArrivalDate":"2030-01-16T00:00:00Z","revisedArrivalDate":"0001-01-01T00:00:00Z"}',
      },
    },
  };
}

function shipping(lineItemId: string, cents: number, name = 'Standard', service = 'UPS Ground') {
  return {
    customLineItemId: `cli_${lineItemId}`,
    lineItemId,
    eCommerceDeliveryOptionId: `edo-${name.toLowerCase()}`,
    name,
    serviceName: service,
    displayNames: [name, service],
    date: '2030-01-23T00:00:00Z',
    price: usd(cents),
    totalPrice: usd(cents),
    isShippingMethodApplicable: true,
  };
}

/** The API cart of the stories: mailers with FIRSTRUN10 and a $1 sample, shipped to Texas. */
export function storyApiCart(overrides: Record<string, unknown> = {}): ApiCart {
  return apiCartSchema.parse({
    id: 'cart_story',
    version: 4,
    cartState: 'Active',
    currency: 'USD',
    customerEmail: 'demo@boxup.example',
    lineItems: [mailerLine(), sampleLine()],
    customLineItems: [shipping('li_mailer', 4745), shipping('li_sample', 0)],
    billingAddress: ARLINGTON_ADDRESS,
    shippingAddress: ARLINGTON_ADDRESS,
    couponCode: 'FIRSTRUN10',
    discount: {
      couponId: 'cpn_firstrun10',
      couponCode: 'FIRSTRUN10',
      isValid: true,
      displayMessage: '10% off your first print run',
      discountAmount: usd(5225),
    },
    taxedPrice: { totalNet: usd(51870), totalGross: usd(55112), totalTax: usd(3242) },
    recalculationFlags: { reasons: [], isTaxCalculated: true },
    ...overrides,
  });
}

/** The transformed story cart. */
export function storyCart(overrides: Record<string, unknown> = {}): TransformedCart {
  return transformCart(storyApiCart(overrides));
}

/** A cart whose lines changed under the shopper (price, date, shipping, stock). */
export function flaggedStoryCart(): TransformedCart {
  return storyCart({
    lineItems: [
      mailerLine({ isPriceUpdated: true, isPromisedArrivalDateUpdated: true }),
      {
        ...mailerLine({
          id: 'li_gable',
          productKey: 'custom-gable-box',
          name: 'Custom Gable Box',
          quantity: 50,
          isShippingMethodApplicable: false,
          isCheckoutReady: false,
          checkoutUnreadyReasons: [
            { code: 'OutOfStock', message: 'Product is out of stock. Please try after sometime' },
          ],
        }),
      },
    ],
    customLineItems: [
      shipping('li_mailer', 4745),
      shipping('li_gable', 1745, 'Express', 'UPS Next Day Air'),
    ],
  });
}

/** Delivery options of a line as the sandbox quotes them to Arlington, TX. */
export function storyDeliveryOptions(scale = 1): ApiDeliveryOption[] {
  return [
    {
      eCommerceDeliveryOptionId: 'edo-standard',
      name: 'Standard',
      shippingPrice: usd(4745 * scale),
      date: '2030-01-23T00:00:00Z',
      displayNames: ['Standard', 'UPS Ground'],
    },
    {
      eCommerceDeliveryOptionId: 'edo-expedited',
      name: 'Expedited',
      shippingPrice: usd(9495 * scale),
      date: '2030-01-18T00:00:00Z',
      displayNames: ['Expedited', 'UPS 2nd Day Air'],
    },
    {
      eCommerceDeliveryOptionId: 'edo-express',
      name: 'Express',
      shippingPrice: usd(17745 * scale),
      date: '2030-01-17T00:00:00Z',
      displayNames: ['Express', 'UPS Next Day Air'],
    },
  ];
}
