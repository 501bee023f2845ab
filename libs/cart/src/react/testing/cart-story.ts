// Story helper (not exported from the package): what the meta of every cart component's stories
// shares, spread into the meta literal after `title` and `component` (so csf-tools still reads
// them), before the story's own keys.
import type { Meta } from '@storybook/react-vite';
import { withCartI18n } from './story-i18n';

/**
 * The shared part of a cart story's meta: the i18n decorator (English, or German with
 * `parameters.language = 'de'`).
 *
 * @example
 * const meta = {
 *   title: 'Cart/CouponForm',
 *   component: CouponForm,
 *   ...cartStory,
 *   args: { appliedCode: null },
 * } satisfies Meta<typeof CouponForm>;
 */
export const cartStory = { decorators: [withCartI18n] } satisfies Partial<Meta>;
