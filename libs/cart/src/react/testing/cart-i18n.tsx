// Test and story helper (not exported from the package): the `cart` catalogue loaded up front,
// for components that read it with `useMessages('cart')` and do not register it themselves
// (CheckoutSteps; the others register it through `useCartTranslation`).
import { I18nProvider, type I18n } from '@storefront/ui-kit/i18n';
import type { Decorator } from '@storybook/react-vite';
import { createTestI18n } from '@storefront/ui-kit/testing';
import { CART_NAMESPACE, cartMessages } from '../../lib/cart.messages';

/**
 * An i18n instance, ready at once, with the `cart` catalogue in English and German.
 *
 * @example
 * render(<I18nProvider i18n={createCartI18n('de')}>…</I18nProvider>);
 */
export function createCartI18n(lng: 'en' | 'de' = 'en'): I18n {
  return createTestI18n(CART_NAMESPACE, cartMessages, { lng });
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
  <I18nProvider i18n={context.parameters['language'] === 'de' ? byLanguage.de : byLanguage.en}>
    <Story />
  </I18nProvider>
);
