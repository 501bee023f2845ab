// The i18next decorator of the cart's stories (not exported): English, or German with
// `parameters.language = 'de'`. Components register the `cart` catalogue themselves.
import type { Decorator } from '@storybook/react-vite';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';

function createI18n(lng: 'en' | 'de') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    initAsync: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: { en: { common: {} }, de: { common: {} } },
  });
  return i18n;
}

const english = createI18n('en');
const german = createI18n('de');

export const withCartI18n: Decorator = (Story, context) => (
  <I18nextProvider i18n={context.parameters['language'] === 'de' ? german : english}>
    <div className="bg-surface font-brand-body text-ink max-w-3xl p-4">
      <Story />
    </div>
  </I18nextProvider>
);
