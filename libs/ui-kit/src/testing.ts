// @storefront/ui-kit/testing: helpers for consumers' tests, never re-exported by the root
// entry. They use `tailwind-merge` (an optional peer) to tell which utilities override each
// other; the components themselves no longer ship it.
export {
  conflictingClasses,
  findClassConflicts,
  type ClassConflict,
} from './lib/testing/conflicting-classes';
