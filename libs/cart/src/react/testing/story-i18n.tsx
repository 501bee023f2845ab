// The i18n decorator of the cart's stories (not exported): English, or German with
// `parameters.language = 'de'`. Components register the `cart` catalogue themselves.
import { I18nProvider } from '@storefront/ui-kit/i18n';
import type { Decorator } from '@storybook/react-vite';
import { createTestI18n } from '@storefront/ui-kit/testing';

const noMessages = { en: {}, de: {} };
const english = createTestI18n('common', noMessages, { missingKeys: 'ignore' });
const german = createTestI18n('common', noMessages, { lng: 'de', missingKeys: 'ignore' });

export const withCartI18n: Decorator = (Story, context) => (
  <I18nProvider i18n={context.parameters['language'] === 'de' ? german : english}>
    <div className="bg-surface font-brand-body text-ink max-w-3xl p-4">
      <Story />
    </div>
  </I18nProvider>
);
