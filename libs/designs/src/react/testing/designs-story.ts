// Story helper (Storybook only, not in '@storefront/designs/testing'): what the meta of every
// designs story shares.
import type { QuerySeed } from '@storefront/ui-kit/testing';
import { withDesignsProviders } from './story-providers';

/**
 * The story parts of a designs story's meta: the designs providers around the story, with
 * `parameters` for all its stories (`seed`: answers in the query cache; `language`). Spread it
 * into the meta literal, so `title` and `component` stay where Storybook's indexer reads them.
 *
 * @example
 * const meta = {
 *   title: 'Designs/TemplateDesignerView',
 *   component: TemplateDesignerView,
 *   ...designsStory({ seed: seedDesign(design) }),
 * } satisfies Meta<typeof TemplateDesignerView>;
 */
export function designsStory(parameters: { seed?: QuerySeed; language?: 'en' | 'de' } = {}) {
  return { decorators: [withDesignsProviders], parameters };
}
