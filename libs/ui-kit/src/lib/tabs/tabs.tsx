import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../cn';
import { dataFocusRing } from '../focus-ring';

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
 * Tabs on Headless UI: the arrow keys move between tabs, Home/End jump to the ends, and Tab
 * moves into the shown panel.
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
  const indexOf = (id: string | undefined) => {
    if (id === undefined) return undefined;
    const index = items.findIndex((item) => item.id === id);
    return index === -1 ? undefined : index;
  };
  return (
    <TabGroup
      data-slot="tabs"
      className={cn('flex flex-col gap-4', className)}
      selectedIndex={indexOf(selectedId)}
      defaultIndex={indexOf(defaultSelectedId)}
      onChange={(index: number) => {
        const item = items[index];
        if (item) onChange?.(item.id);
      }}
    >
      <TabList
        aria-label={label}
        data-slot="tab-list"
        className="border-border flex gap-1 overflow-x-auto border-b"
      >
        {items.map((item) => (
          <Tab
            key={item.id}
            disabled={item.disabled}
            data-slot="tab"
            className={cn(
              'rounded-t-brand -mb-px shrink-0 border-b-2 border-transparent px-4 py-2',
              'text-ink-muted data-hover:text-ink font-semibold',
              'data-selected:border-brand-primary data-selected:text-ink',
              'data-disabled:cursor-not-allowed data-disabled:opacity-50',
              dataFocusRing,
            )}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels data-slot="tab-panels">
        {items.map((item) => (
          <TabPanel
            key={item.id}
            data-slot="tab-panel"
            className={cn('rounded-brand', dataFocusRing)}
          >
            {item.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
