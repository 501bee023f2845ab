// @storefront/designs/react: React bindings of designs. Nothing is exported yet on purpose:
// the design list, template maker, template designer and artwork upload come with the designs
// release. index.test.ts guards this (empty) export list.
export {};
