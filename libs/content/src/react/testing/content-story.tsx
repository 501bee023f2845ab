// Story helper (Storybook only, not exported from the package): what the meta of the content
// stories that show strings of the `content` namespace shares.
import { I18nProvider } from '@storefront/ui-kit/i18n';
import type { Decorator } from '@storybook/react-vite';
import { createContentI18n } from './content-i18n';

const i18n = createContentI18n('en');

const withContentI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <Story />
  </I18nProvider>
);

/**
 * The story parts every content story with strings needs: the `content` catalogue in English
 * around the story. Spread it into the meta literal, so `title` and `component` stay where
 * Storybook's indexer reads them.
 *
 * @example
 * const meta = {
 *   title: 'Content/ContentForm',
 *   component: ContentForm,
 *   ...contentStory(),
 * } satisfies Meta<typeof ContentForm>;
 */
export function contentStory() {
  return { decorators: [withContentI18n] };
}
