import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { moveFocus } from './roving';
import { focusRing } from './tone';
import { cva, type VariantProps } from './variants';

export type AccordionItem = {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /** Controls beside the header button (a checkbox, a link): never inside it. */
  actions?: ReactNode;
};

const accordionVariants = cva('', {
  variants: {
    variant: {
      /** One card, items divided by a line. */
      default: 'divide-y divide-divider rounded border border-divider',
      /** Items as separate cards with a gap; the open one gets a primary edge. */
      separated: 'space-y-3',
    },
  },
  defaultVariants: { variant: 'default' },
});

const itemVariants = cva('', {
  variants: {
    variant: {
      default: '',
      separated:
        'rounded border border-divider bg-paper data-[open=true]:border-s-4 data-[open=true]:border-s-primary',
    },
  },
});

export type AccordionProps = VariantProps<typeof accordionVariants> & {
  items: AccordionItem[];
  /** Several items open at once (default: opening one closes the other). */
  multiple?: boolean;
  /** Controlled open items. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** Heading level of the headers (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
};

/**
 * Accordion (WAI-ARIA accordion pattern): each header is a button in a heading, aria-expanded and
 * aria-controls its region; Up/Down move between headers, Home/End to the first and last.
 */
export function Accordion({
  items,
  multiple = false,
  value,
  defaultValue = [],
  onValueChange,
  headingLevel: Heading = 'h3',
  variant,
  className,
}: AccordionProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const open = value ?? own;
  const toggle = (key: string) => {
    const next = open.includes(key) ? open.filter((v) => v !== key) : multiple ? [...open, key] : [key];
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).dataset.accordionHeader === undefined) return;
    moveFocus(event, '[data-accordion-header]', 'vertical');
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the header buttons inside
    <div className={cn(accordionVariants({ variant }), className)} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const expanded = open.includes(item.value);
        const headerId = `${id}-${item.value}-header`;
        const panelId = `${id}-${item.value}-panel`;
        return (
          <div key={item.value} data-open={expanded} className={itemVariants({ variant })}>
            <div className="flex items-center gap-2 pe-3">
              <Heading className="min-w-0 flex-1 text-base font-medium text-text">
                <button
                  type="button"
                  id={headerId}
                  data-accordion-header=""
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  disabled={item.disabled}
                  onClick={() => toggle(item.value)}
                  className={cn(
                    'flex min-h-12 w-full items-center gap-3 rounded px-4 py-3 text-start',
                    'hover:bg-hover disabled:cursor-not-allowed disabled:opacity-50',
                    focusRing,
                    expanded &&
                      'text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]',
                  )}
                >
                  <span className="min-w-0 flex-1">{item.title}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('size-5 shrink-0 transition-transform', expanded && 'rotate-180')}
                  />
                </button>
              </Heading>
              {item.actions}
            </div>
            <section
              id={panelId}
              aria-labelledby={headerId}
              hidden={!expanded}
              className="px-4 pb-4 text-sm text-text-muted"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
