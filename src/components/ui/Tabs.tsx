import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TabItem = { key: string; label: ReactNode; panel: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: TabItem[];
  /** Controlled index (e.g. kept in the URL); use with onChange. */
  selectedIndex?: number;
  defaultIndex?: number;
  onChange?: (index: number) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
  panelClassName?: string;
};

/** Tabs (Headless UI): arrow keys move between tabs; Home/End jump to the ends. */
export function Tabs({
  items,
  selectedIndex,
  defaultIndex,
  onChange,
  label,
  className,
  panelClassName,
}: TabsProps) {
  return (
    <TabGroup
      selectedIndex={selectedIndex}
      defaultIndex={defaultIndex}
      onChange={onChange}
      className={className}
    >
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-divider">
        {items.map((item) => (
          <Tab
            key={item.key}
            disabled={item.disabled}
            className={cn(
              '-mb-px flex h-12 shrink-0 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-medium whitespace-nowrap text-text-muted',
              'hover:text-text data-selected:border-primary data-selected:text-[color-mix(in_srgb,var(--c-primary)_82%,black)]',
              'dark:data-selected:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]',
              'focus:outline-none data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-primary disabled:opacity-50',
            )}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className={cn('pt-5', panelClassName)}>
        {items.map((item) => (
          <TabPanel
            key={item.key}
            className="focus:outline-none data-focus:outline-2 data-focus:outline-primary"
          >
            {item.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
