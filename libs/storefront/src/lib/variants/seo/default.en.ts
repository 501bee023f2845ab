import type { BrandPageMeta } from '../brand-copy';

/**
 * BoxUp's search-engine titles and descriptions in English: loaded when the browser first
 * shows one of these pages, never in a first load (the server renders them into the head).
 */
export const brandPageMeta: BrandPageMeta = {
  templateMaker: {
    title: 'Free Box Template Maker | BoxUp',
    description:
      'Pick a box style, enter your inside dimensions and download a print-ready dieline for your custom mailer or shipping box.',
  },
  approveDesign: {
    title: 'Approve Your Box Design | BoxUp',
    description:
      'Check your artwork, confirm the quantity and approve your custom box design before it goes to print.',
  },
  cart: {
    title: 'Your Cart | BoxUp',
    description:
      'Review the custom boxes, samples and proofs in your cart, apply a promo code and see your shipping estimate.',
  },
  shippingAddress: {
    title: 'Shipping Address | BoxUp Checkout',
    description:
      'Tell us where your printed boxes should go. We ship to the United States and Canada.',
  },
  shippingMethod: {
    title: 'Shipping Method | BoxUp Checkout',
    description:
      'Choose how fast your custom boxes arrive, with a promised arrival date for every option.',
  },
  paymentInfo: {
    title: 'Payment | BoxUp Checkout',
    description:
      'Pay for your box order securely by card, or by invoice if your business account allows it.',
  },
  orderConfirmation: {
    title: 'Order Confirmed | BoxUp',
    description:
      'Thank you for your order. Here is your order number and what happens next with your boxes.',
  },
  myOrders: {
    title: 'My Orders | BoxUp',
    description:
      'Follow your box orders from artwork check to delivery, download invoices and reorder in one click.',
  },
  myInfo: {
    title: 'My Info | BoxUp',
    description: 'Update your profile, saved addresses, password and newsletter preferences.',
  },
  myDesigns: {
    title: 'My Designs | BoxUp',
    description: 'Open, rename, duplicate and order the box designs you have saved.',
  },
  forgotPassword: {
    title: 'Forgot Password | BoxUp',
    description:
      'Enter your email address and we will send you a link to reset your BoxUp password.',
  },
  resetPassword: {
    title: 'Reset Password | BoxUp',
    description: 'Choose a new password for your BoxUp account.',
  },
  loginAndRegistration: {
    title: 'Log In or Create an Account | BoxUp',
    description:
      'Log in to see your orders and saved designs, or create a free BoxUp business account.',
  },
  shopAllSampleBoxes: {
    title: '$1 Sample Boxes | BoxUp',
    description:
      'Feel the board and check the fit before you order: get up to three sample boxes for $1 each.',
  },
  shopAllBoxes: {
    title: 'Shop All Custom Boxes | BoxUp',
    description:
      'Custom printed mailer boxes, shipping boxes, gift mailers and more, in your size, from 1 box to thousands.',
  },
};
