// @storefront/analytics: the framework-free core (being built).
export {};
