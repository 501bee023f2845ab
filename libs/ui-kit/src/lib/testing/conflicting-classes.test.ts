import { describe, expect, it } from 'vitest';
import { conflictingClasses, findClassConflicts } from './conflicting-classes';

describe('conflictingClasses', () => {
  it('names the utilities a later one of the same kind overrides', () => {
    expect(conflictingClasses('w-full px-3 py-2 px-4')).toEqual(['px-3']);
    expect(conflictingClasses('inline-flex items-center hidden lg:inline-flex')).toEqual([
      'inline-flex',
    ]);
    expect(conflictingClasses('text-ink font-semibold text-danger')).toEqual(['text-ink']);
  });

  it('finds none between different properties, variants or repeats', () => {
    expect(conflictingClasses('px-3 py-2 hover:px-4 sm:px-5')).toEqual([]);
    expect(conflictingClasses('text-sm text-ink  w-auto w-auto')).toEqual([]);
    expect(conflictingClasses('')).toEqual([]);
  });
});

describe('findClassConflicts', () => {
  it('reports every element of the tree with conflicting utilities, the root included', () => {
    const root = document.createElement('div');
    root.className = 'p-4 p-2';
    root.innerHTML =
      '<span data-slot="skeleton" class="block h-[1em] h-5"></span>' +
      '<svg class="size-4 shrink-0"></svg>' +
      '<svg class="size-[1em] size-6"></svg>';
    expect(findClassConflicts(root)).toEqual([
      { element: 'div', className: 'p-4 p-2', overridden: ['p-4'] },
      {
        element: 'span[data-slot=skeleton]',
        className: 'block h-[1em] h-5',
        overridden: ['h-[1em]'],
      },
      { element: 'svg', className: 'size-[1em] size-6', overridden: ['size-[1em]'] },
    ]);
  });
});
