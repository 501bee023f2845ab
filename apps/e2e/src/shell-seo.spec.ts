import { expect, test, type Page } from './fixtures';
import { BRANDS } from '../playwright.config';
import { logIn } from './journeys';

// Issue 13: the per-brand titles of the 15 named pages (and the partner's two) were only
// checked with toContain('BoxUp'). Each route's document title and description, exactly.

type Copy = Record<string, readonly [title: string, description: string]>;

const visitorPages: Record<'default' | 'showroom', Copy> = {
  default: {
    '/template-maker': [
      'Free Box Template Maker | BoxUp',
      'Pick a box style, enter your inside dimensions and download a print-ready dieline for your custom mailer or shipping box.',
    ],
    '/approve-design': [
      'Approve Your Box Design | BoxUp',
      'Check your artwork, confirm the quantity and approve your custom box design before it goes to print.',
    ],
    '/cart': [
      'Your Cart | BoxUp',
      'Review the custom boxes, samples and proofs in your cart, apply a promo code and see your shipping estimate.',
    ],
    '/shipping-address': [
      'Shipping Address | BoxUp Checkout',
      'Tell us where your printed boxes should go. We ship to the United States and Canada.',
    ],
    '/shipping-methods': [
      'Shipping Method | BoxUp Checkout',
      'Choose how fast your custom boxes arrive, with a promised arrival date for every option.',
    ],
    '/payment-info': [
      'Payment | BoxUp Checkout',
      'Pay for your box order securely by card, or by invoice if your business account allows it.',
    ],
    '/order-confirmation': [
      'Order Confirmed | BoxUp',
      'Thank you for your order. Here is your order number and what happens next with your boxes.',
    ],
    '/lost-password': [
      'Forgot Password | BoxUp',
      'Enter your email address and we will send you a link to reset your BoxUp password.',
    ],
    '/reset': ['Reset Password | BoxUp', 'Choose a new password for your BoxUp account.'],
    '/login': [
      'Log In or Create an Account | BoxUp',
      'Log in to see your orders and saved designs, or create a free BoxUp business account.',
    ],
    '/shop-all-sample-boxes': [
      '$1 Sample Boxes | BoxUp',
      'Feel the board and check the fit before you order: get up to three sample boxes for $1 each.',
    ],
    '/shop-all-boxes': [
      'Shop All Custom Boxes | BoxUp',
      'Custom printed mailer boxes, shipping boxes, gift mailers and more, in your size, from 1 box to thousands.',
    ],
  },
  showroom: {
    '/template-maker': [
      'Box Template Maker | YBD Showroom',
      'Build the exact dieline for the box you saw in the showroom and take it home as a PDF.',
    ],
    '/approve-design': [
      'Approve Your Showroom Design | YBD',
      'Confirm the design and quantity you chose with your showroom consultant before production.',
    ],
    '/cart': [
      'Your Selection | YBD Showroom',
      'The boxes you selected in the showroom, with quantities, pricing and a shipping estimate.',
    ],
    '/shipping-address': [
      'Delivery Address | YBD Showroom',
      'Where should we deliver your showroom order? United States and Canada.',
    ],
    '/shipping-methods': [
      'Delivery Options | YBD Showroom',
      'Pick the delivery speed for your showroom order and see when it will arrive.',
    ],
    '/payment-info': [
      'Payment | YBD Showroom',
      'Complete your showroom order by card or on account.',
    ],
    '/order-confirmation': [
      'Showroom Order Confirmed | YBD',
      'Your showroom order is in. Keep your order number for your consultant.',
    ],
    '/lost-password': [
      'Forgotten Password | YBD Showroom',
      'We will email you a secure link to choose a new showroom account password.',
    ],
    '/reset': [
      'Choose a New Password | YBD Showroom',
      'Set a new password for your YBD Showroom account.',
    ],
    '/login': [
      'Sign In | YBD Showroom',
      'Sign in to your showroom account or register your business with YBD.',
    ],
    '/shop-all-sample-boxes': [
      'Sample Boxes | YBD Showroom',
      'Order physical samples of the showroom box styles for $1 each, up to three.',
    ],
    '/shop-all-boxes': [
      'The Showroom Collection | YBD',
      'Browse the premium mailer, shipper and gift boxes on display in the YBD showroom.',
    ],
  },
};

const accountPages: Record<'default' | 'showroom', Copy> = {
  default: {
    '/my-orders': [
      'My Orders | BoxUp',
      'Follow your box orders from artwork check to delivery, download invoices and reorder in one click.',
    ],
    '/my-info': [
      'My Info | BoxUp',
      'Update your profile, saved addresses, password and newsletter preferences.',
    ],
    '/my-designs': [
      'My Designs | BoxUp',
      'Open, rename, duplicate and order the box designs you have saved.',
    ],
  },
  showroom: {
    '/my-orders': [
      'Order History | YBD Showroom',
      'Every order placed through the showroom, with its production status and delivery tracking.',
    ],
    '/my-info': [
      'Account Details | YBD Showroom',
      'Keep your company details, delivery addresses and sign-in settings up to date.',
    ],
    '/my-designs': [
      'Saved Designs | YBD Showroom',
      'Designs you created with us in the showroom, ready to review or reorder.',
    ],
  },
};

const partnerPages: Copy = {
  '/template-maker': [
    'Stanzkontur-Generator | Kartonwerk',
    'Schachtelart wählen, Innenmaße in Millimetern eingeben und die Stanzkontur als SVG oder PDF für Ihr Druckbild herunterladen.',
  ],
  '/shop-all-boxes': [
    'Alle Schachtelarten | Kartonwerk',
    'Versandkartons, Mailer, Geschenk- und Giebelschachteln: Vorlage wählen und Ihr eigenes Design gestalten.',
  ],
};

async function expectCopy(
  page: Page,
  url: string,
  path: string,
  [title, description]: Copy[string],
) {
  await page.goto(`${url}${path}`);
  await expect(page, path).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
    'content',
    description,
  );
}

for (const brand of ['default', 'showroom'] as const) {
  test(`${BRANDS[brand].name}: every named page a visitor can open has its exact title and description`, async ({
    page,
  }) => {
    for (const [path, copy] of Object.entries(visitorPages[brand])) {
      await expectCopy(page, BRANDS[brand].url, path, copy);
    }
  });

  test(`${BRANDS[brand].name}: the account pages have their exact title and description`, async ({
    page,
  }) => {
    await page.goto(`${BRANDS[brand].url}/login?returnTo=%2Fmy-orders`);
    await logIn(page, 'demo@boxup.example', 'Boxes4All!');
    await expect(page).toHaveURL(/\/my-orders/, { timeout: 20_000 });
    for (const [path, copy] of Object.entries(accountPages[brand])) {
      await expectCopy(page, BRANDS[brand].url, path, copy);
    }
  });
}

test('Kartonwerk: template maker and shop all boxes have their exact title and description', async ({
  page,
}) => {
  for (const [path, copy] of Object.entries(partnerPages)) {
    await expectCopy(page, BRANDS.partner.url, path, copy);
  }
});
