import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy ones.
 *
 * It does not resolve conflicts: when two utilities set the same property (`px-3` and
 * `px-4`), Tailwind's stylesheet order decides, not their order here. Components keep their
 * class lists conflict-free instead (a cva variant rather than an overriding class); the
 * stories test checks every rendered element with `findClassConflicts` from
 * `@storefront/ui-kit/testing`.
 *
 * @example
 * cn('px-2 py-1', isActive && 'bg-brand-primary') // 'px-2 py-1 bg-brand-primary'
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
