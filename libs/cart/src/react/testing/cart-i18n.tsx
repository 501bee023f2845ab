// Test and story helper (not exported from the package): the `cart` catalogue loaded up front,
// for components that read it with `useTranslation('cart')` and do not register it themselves
// (CheckoutSteps; the others register it through `useCartTranslation`).
import type { Decorator } from '@storybook/react-vite';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { CART_NAMESPACE, cartMessages } from '../../lib/cart-messages';

/**
 * An i18next instance, ready at once, with the `cart` catalogue in English and German.
 *
 * @example
 * render(<I18nextProvider i18n={createCartI18n('de')}>…</I18nextProvider>);
 */
export function createCartI18n(lng: 'en' | 'de' = 'en'): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    initAsync: false,
    ns: [CART_NAMESPACE],
    defaultNS: CART_NAMESPACE,
    interpolation: { escapeValue: false },
    resources: {
      en: { [CART_NAMESPACE]: cartMessages.en },
      de: { [CART_NAMESPACE]: cartMessages.de },
    },
  });
  return i18n;
}

const byLanguage = { en: createCartI18n('en'), de: createCartI18n('de') };

/**
 * The story decorator for those components: English, or German with
 * `parameters.language = 'de'`.
 *
 * @example
 * export const German: Story = { parameters: { language: 'de' } };
 */
export const withCartCatalogue: Decorator = (Story, context) => (
  <I18nextProvider i18n={context.parameters['language'] === 'de' ? byLanguage.de : byLanguage.en}>
    <Story />
  </I18nextProvider>
);
