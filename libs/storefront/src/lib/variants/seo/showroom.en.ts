import type { BrandPageMeta } from '../brand-copy';

/**
 * YBD Showroom's search-engine titles and descriptions in English: loaded when the browser first
 * shows one of these pages, never in a first load (the server renders them into the head).
 */
export const brandPageMeta: BrandPageMeta = {
  templateMaker: {
    title: 'Box Template Maker | YBD Showroom',
    description:
      'Build the exact dieline for the box you saw in the showroom and take it home as a PDF.',
  },
  approveDesign: {
    title: 'Approve Your Showroom Design | YBD',
    description:
      'Confirm the design and quantity you chose with your showroom consultant before production.',
  },
  cart: {
    title: 'Your Selection | YBD Showroom',
    description:
      'The boxes you selected in the showroom, with quantities, pricing and a shipping estimate.',
  },
  shippingAddress: {
    title: 'Delivery Address | YBD Showroom',
    description: 'Where should we deliver your showroom order? United States and Canada.',
  },
  shippingMethod: {
    title: 'Delivery Options | YBD Showroom',
    description: 'Pick the delivery speed for your showroom order and see when it will arrive.',
  },
  paymentInfo: {
    title: 'Payment | YBD Showroom',
    description: 'Complete your showroom order by card or on account.',
  },
  orderConfirmation: {
    title: 'Showroom Order Confirmed | YBD',
    description: 'Your showroom order is in. Keep your order number for your consultant.',
  },
  myOrders: {
    title: 'Order History | YBD Showroom',
    description:
      'Every order placed through the showroom, with its production status and delivery tracking.',
  },
  myInfo: {
    title: 'Account Details | YBD Showroom',
    description: 'Keep your company details, delivery addresses and sign-in settings up to date.',
  },
  myDesigns: {
    title: 'Saved Designs | YBD Showroom',
    description: 'Designs you created with us in the showroom, ready to review or reorder.',
  },
  forgotPassword: {
    title: 'Forgotten Password | YBD Showroom',
    description: 'We will email you a secure link to choose a new showroom account password.',
  },
  resetPassword: {
    title: 'Choose a New Password | YBD Showroom',
    description: 'Set a new password for your YBD Showroom account.',
  },
  loginAndRegistration: {
    title: 'Sign In | YBD Showroom',
    description: 'Sign in to your showroom account or register your business with YBD.',
  },
  shopAllSampleBoxes: {
    title: 'Sample Boxes | YBD Showroom',
    description: 'Order physical samples of the showroom box styles for $1 each, up to three.',
  },
  shopAllBoxes: {
    title: 'The Showroom Collection | YBD',
    description:
      'Browse the premium mailer, shipper and gift boxes on display in the YBD showroom.',
  },
};
