// @storefront/analytics/react: React bindings (being built).
export {};
