import type { BrandTexts } from '../brand-copy';

/** YBD Showroom's home and shell copy and its SEO table in English, loaded with the language. */
export const brandTexts: BrandTexts = {
  copy: {
    tagline: 'Premium packaging, chosen in person',
    homeHeading: 'Welcome to the YBD Showroom',
    homeIntro:
      'Touch the boards, compare the finishes and build your selection with a packaging consultant. Every box on display can be sized and printed for you.',
    homePrimaryAction: 'Browse the collection',
    homeSecondaryAction: 'Open the template maker',
    highlights: [
      'Curated premium box styles',
      'Quotes for larger runs',
      'Quantity planning with your consultant',
    ],
  },
  pageMeta: {
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
  },
};
