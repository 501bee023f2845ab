// @storefront/designs/react: React components of designs. Strings come from the `designs` i18n
// namespace (register `designsMessages` from '@storefront/designs'). The design list, template
// maker, template designer and artwork upload come with the designs release.
export { SaveDesignForm } from './save-design-form';
export type { SaveDesignFormProps } from './save-design-form';
