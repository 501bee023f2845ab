import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones.
 *
 * @example
 * cn('px-2 py-1', isActive && 'bg-brand-primary', 'px-4') // 'py-1 bg-brand-primary px-4'
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
