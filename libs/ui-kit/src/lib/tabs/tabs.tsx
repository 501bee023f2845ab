import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

/**
 * One tab of {@link Tabs}: its label and the panel it shows.
 *
 * @example
 * const specs: TabItem = { id: 'specs', label: 'Specifications', content: <SpecTable /> };
 */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/**
 * Props of {@link Tabs}.
 *
 * @example
 * const props: TabsProps = { label: 'Product details', items: [specs], selectedId: 'specs' };
 */
export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list, e.g. "Product details". */
  label: string;
  /** Controlled: id of the shown tab. */
  selectedId?: string;
  /** Uncontrolled: id of the tab shown first; defaults to the first item. */
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * Tabs as the WAI-ARIA "tabs with automatic activation" pattern: the arrow keys move to the
 * previous or next tab (wrapping) and show it, Home/End jump to the ends, disabled tabs are
 * skipped, and only the shown tab is in the Tab order, so Tab moves on into its panel. Every
 * panel is rendered (the others `hidden`), so the server's HTML carries all their content.
 *
 * @example
 * <Tabs
 *   label="Product details"
 *   items={[
 *     { id: 'specs', label: 'Specifications', content: <SpecTable /> },
 *     { id: 'shipping', label: 'Shipping', content: <ShippingInfo /> },
 *   ]}
 * />
 */
export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId,
  onChange,
  className,
}: TabsProps) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId);
  const selected = shownIndex(items, selectedId ?? uncontrolledId);

  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled || index === selected) return;
    setUncontrolledId(item.id);
    onChange?.(item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = nextTab(items, index, event.key);
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    tabs.current[target]?.focus();
  };

  return (
    <div data-slot="tabs" className={cn('flex flex-col gap-4', className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-slot="tab-list"
        className="border-border flex gap-1 overflow-x-auto border-b"
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}tab-${index}`}
            aria-controls={`${baseId}panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            disabled={item.disabled}
            data-selected={index === selected ? '' : undefined}
            data-slot="tab"
            className={cn(
              'rounded-t-brand -mb-px shrink-0 border-b-2 border-transparent px-4 py-2',
              'text-ink-muted hover:text-ink font-semibold',
              'data-selected:border-brand-primary data-selected:text-ink',
              'disabled:cursor-not-allowed disabled:opacity-50',
              focusRing,
            )}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div data-slot="tab-panels">
        {items.map((item, index) => (
          // Every panel's content is in the page (the server's HTML too, so a crawler reads
          // all of it); the ones not shown are `hidden`.
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}panel-${index}`}
            aria-labelledby={`${baseId}tab-${index}`}
            hidden={index !== selected}
            tabIndex={index === selected ? 0 : undefined}
            data-slot="tab-panel"
            className={cn('rounded-brand', focusRing)}
          >
            {item.content}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Index of the tab with `id`, else of the first enabled tab (as Headless UI fell back). */
function shownIndex(items: readonly TabItem[], id: string | undefined): number {
  const index = items.findIndex((item) => item.id === id && !item.disabled);
  return index === -1 ? items.findIndex((item) => !item.disabled) : index;
}

/** The enabled tab a key moves to from `index`, wrapping at the ends; undefined for other keys. */
function nextTab(items: readonly TabItem[], index: number, key: string): number | undefined {
  const enabled = items.flatMap((item, i) => (item.disabled ? [] : [i]));
  if (enabled.length === 0) return undefined;
  const position = enabled.indexOf(index);
  const last = enabled.length - 1;
  switch (key) {
    case 'ArrowRight':
      return enabled[position === last ? 0 : position + 1];
    case 'ArrowLeft':
      return enabled[position <= 0 ? last : position - 1];
    case 'Home':
      return enabled[0];
    case 'End':
      return enabled[last];
    default:
      return undefined;
  }
}
