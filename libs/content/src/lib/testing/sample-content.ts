// Sample content-service data shaped like the contract, for unit tests and stories (also
// `@storefront/content/testing`).

const image = (name: string, size: number) => ({
  url: `/content/images/${name}.svg`,
  alt: name.replace(/-/g, ' '),
  width: size,
  height: size,
});

export const sampleCard = {
  id: 'custom-mailer-box',
  title: 'Mailer Boxes',
  descriptionHtml: '<p>Sturdy, printed inside and out.</p>',
  image: image('custom-mailer-box', 300),
  buttonText: 'SELECT',
  openInNewTab: false,
  redirectUri: '/product/custom-mailer-box',
};

export const sampleStorefrontConfig = {
  tenantId: 'north-america',
  storefrontId: 'boxup',
  accountId: 'acc-boxup-0001',
  companyId: 'cmp-boxup',
  edoGroupId: 'edo-na-standard',
};

export const sampleContactPage = {
  path: 'view/contact',
  title: 'Contact us',
  description: 'Questions about your boxes? Write to us.',
  bodyHtml:
    '<p>We answer within one business day.</p><img src="x" onerror="window.__xss = 1" alt="">',
  metaTags: [
    { tag: 'title', content: 'Contact us', attributes: null },
    { tag: 'meta', content: null, attributes: { name: 'description', content: 'Contact' } },
    { tag: 'link', content: null, attributes: { rel: 'canonical', href: '/view/contact' } },
    { tag: null, content: null, attributes: { name: 'x' } },
  ],
  updatedAt: '2026-10-01T09:00:00.000Z',
  form: {
    id: 'contact',
    submitLabel: 'Send message',
    fields: [
      { name: 'name', label: 'Your name', type: 'text', required: true },
      { name: 'email', label: 'Email', type: 'email', required: true },
      { name: 'phone', label: 'Phone', type: 'tel', required: false },
      { name: 'message', label: 'Message', type: 'textarea', required: true },
    ],
  },
};

export const sampleAboutPage = {
  ...sampleContactPage,
  path: 'view/about',
  title: 'About us',
  description: 'Who prints your boxes.',
  bodyHtml: '<h2>Our story</h2><p>We print custom boxes.</p>',
  metaTags: [],
  form: null,
};

export const sampleData = {
  schemaVersion: '2026-11-01',
  storefrontConfig: sampleStorefrontConfig,
  headerMenu: [
    { label: 'Shop all boxes', href: '/shop-all-boxes', openInNewTab: false },
    { label: 'Blog', href: '/blog', openInNewTab: false },
  ],
  landingScreen: {
    heading: 'Custom printed boxes',
    introHtml: '<p>Design online.</p>',
    hero: {
      url: '/content/images/hero.svg',
      alt: 'Boxes',
      width: 1500,
      height: 600,
      mobile: { url: '/content/images/hero-mobile.svg', alt: 'Boxes', width: 1500, height: 2000 },
    },
    sections: [{ title: 'Popular', bodyHtml: '<p>Best sellers</p>', cards: [sampleCard] }],
  },
  shopAllBoxes: {
    title: 'Shop all boxes',
    homeButton: { text: 'Home', redirectUri: '/', openInNewTab: false },
    tiles: [sampleCard],
    pickerCards: [{ ...sampleCard, id: 'custom-gable-box', title: 'Gable Box' }],
  },
  sampleBoxes: {
    title: '$1 Sample Boxes',
    maxSamplesPerCustomer: 3,
    cards: [{ ...sampleCard, id: 'custom-mailer-box-sample' }],
  },
  productDetails: {
    slug: 'custom-mailer-box',
    title: 'Custom Mailer Box',
    descriptionHtml: '<p>Our best seller.</p>',
    productDetailsHtml: '<ul><li>E-flute</li></ul>',
    processSteps: [{ title: 'Design', bodyHtml: '<p>Upload artwork.</p>' }],
    images: [image('custom-mailer-box', 714)],
    productConfigId: 'custom-mailer-box',
    isSample: false,
    reviewsUrl: null,
  },
  recommendations: [sampleCard],
  page: sampleContactPage,
  blogPosts: [
    {
      path: 'blog/post/thoughtful-usage-and-consumption',
      title: 'Thoughtful usage and consumption',
      excerpt: 'Less packaging, better packaging.',
      publishedAt: '2026-09-01',
      image: image('blog', 500),
    },
  ],
};
