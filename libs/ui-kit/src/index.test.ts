import { expect, it } from 'vitest';
import * as UiKitI18n from './i18n';
import * as UiKit from './index';

// Guards the public API: a new export must be added here on purpose, never by accident.
it('exposes exactly the documented runtime exports', () => {
  expect(Object.keys(UiKit).sort()).toEqual([
    'BrandLogo',
    'Button',
    'Card',
    'Checkbox',
    'Combobox',
    'Dialog',
    'LinkButton',
    'NumberField',
    'Price',
    'RadioGroup',
    'SNACKBAR_AUTO_HIDE_MS',
    'Section',
    'Select',
    'ShareLinkDialog',
    'Skeleton',
    'Snackbar',
    'Spinner',
    'Stepper',
    'Tabs',
    'TextArea',
    'TextField',
    'Tile',
    'VisuallyHidden',
    'boxupLogo',
    'cn',
    'kartonwerkLogo',
    'shareLinkDialogLabels',
    'useHydrated',
    'ybdLogo',
  ]);
});

// `./i18n` needs the optional peer @lingui/core; the root entry never re-exports it.
it('exposes exactly the i18n API and the formatting locale from ./i18n', () => {
  expect(Object.keys(UiKitI18n).sort()).toEqual([
    'I18nProvider',
    'createI18n',
    'hasMessage',
    'intlLocaleOf',
    'languageOf',
    'loadLanguage',
    'loadMessages',
    'loadedMessages',
    'registerMessages',
    'translator',
    'useI18n',
    'useIntlLocale',
    'useMessages',
  ]);
});
