// The ui-kit's Snackbar as the default export of a module of its own, for `lazy()`: importing
// the ui-kit's entry dynamically would take every component of it out of the first load's
// shared chunks and into one chunk.
export { Snackbar as default } from '@storefront/ui-kit';
