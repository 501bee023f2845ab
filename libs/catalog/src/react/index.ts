// @storefront/catalog/react: catalogue components. Strings come from the `catalog` i18n
// namespace (register `catalogMessages` from '@storefront/catalog').
export { BoxStyleList } from './box-style-list';
export type { BoxStyleListProps } from './box-style-list';
