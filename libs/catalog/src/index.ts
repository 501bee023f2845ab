// @storefront/catalog: framework-free catalogue data and logic. React components are in
// '@storefront/catalog/react'. Product configs, price calls and sample products arrive with
// the catalogue release.
export { BOX_STYLES, productWebUrl } from './lib/box-styles';
export type { BoxStyleDefinition, BoxStyleId } from './lib/box-styles';
export { CATALOG_NAMESPACE, catalogMessages } from './lib/catalog-messages';
