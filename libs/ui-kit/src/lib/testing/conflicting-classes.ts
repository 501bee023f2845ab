import { twMerge } from 'tailwind-merge';

/**
 * The utilities in `className` that tailwind-merge would drop because a later utility of the
 * same kind overrides them (`px-3` in `px-3 px-4`). `cn` no longer merges, so an element that
 * carries both would be styled by the order of Tailwind's stylesheet, not by the order of the
 * class list: a rendered element must never have any.
 *
 * @example
 * conflictingClasses('w-full px-3 py-2 px-4') // ['px-3']
 * conflictingClasses('px-3 py-2 hover:px-4') // []
 */
export function conflictingClasses(className: string): string[] {
  const classes = className.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(' ')).split(' '));
  // Repeats are harmless (twMerge drops them too); only a class with no copy left counts.
  return [...new Set(classes.filter((name) => !kept.has(name)))];
}

/** An element of a rendered tree whose class list has utilities that override each other. */
export interface ClassConflict {
  /** The element's tag and `data-slot`, e.g. `button[data-slot=button]`. */
  element: string;
  className: string;
  /** What tailwind-merge would drop, see {@link conflictingClasses}. */
  overridden: string[];
}

/**
 * Every element in `root` (itself included) whose class list has conflicting utilities; an
 * empty list when the tree is clean. Pass `document.body` to include Headless UI's portals.
 *
 * @example
 * render(<ProductPage />);
 * expect(findClassConflicts(document.body)).toEqual([]);
 */
export function findClassConflicts(root: Element): ClassConflict[] {
  const elements = [root, ...root.querySelectorAll('[class]')];
  return elements.flatMap((element) => {
    const className = element.getAttribute('class') ?? '';
    const overridden = conflictingClasses(className);
    if (overridden.length === 0) return [];
    return [{ element: describe(element), className, overridden }];
  });
}

function describe(element: Element): string {
  const slot = element.getAttribute('data-slot');
  const tag = element.tagName.toLowerCase();
  return slot === null ? tag : `${tag}[data-slot=${slot}]`;
}
