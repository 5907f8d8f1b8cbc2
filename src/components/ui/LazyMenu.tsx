import type * as RadixMenu from '@radix-ui/react-dropdown-menu';
import {
  type ButtonHTMLAttributes,
  cloneElement,
  type KeyboardEvent,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import type { DropdownMenuItems } from './DropdownMenuItems';

/** The Radix dropdown kit with DropdownMenu's items, handed to a menu's content once it has loaded. */
export type MenuKit = typeof RadixMenu & { Items: typeof DropdownMenuItems };

const loadMenuRoot = () => import('./MenuRoot');
const MenuRoot = lazy(loadMenuRoot);

type TriggerElement = ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;

export interface LazyMenuProps {
  /** The button that opens the menu (a plain button until the menu code has loaded). */
  trigger: TriggerElement;
  /** The menu's content (Menu.Content and its items), built with the loaded kit. */
  content: (Menu: MenuKit) => ReactNode;
  dir: 'ltr' | 'rtl';
  onOpenChange?: (open: boolean) => void;
}

const closedTrigger = (trigger: TriggerElement, extra: ButtonHTMLAttributes<HTMLButtonElement> = {}) =>
  cloneElement(trigger, { 'aria-haspopup': 'menu', 'aria-expanded': false, ...extra });

/**
 * A dropdown whose Radix code (about 30 KB gzip with its positioning) loads on first
 * use, keeping it out of the first load of the shell and the grids. Hovering or focusing the button starts the
 * download; clicking or Enter/Space/ArrowDown opens the menu as soon as it is there.
 */
export function LazyMenu({ trigger, content, dir, onOpenChange }: LazyMenuProps) {
  const [activated, setActivated] = useState<null | 'pointer' | 'keyboard'>(null);

  if (!activated) {
    const preload = () => void loadMenuRoot();
    return closedTrigger(trigger, {
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setActivated('pointer');
        onOpenChange?.(true);
      },
      onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
        if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
          e.preventDefault();
          setActivated('keyboard');
          onOpenChange?.(true);
        }
      },
    });
  }

  return (
    <Suspense fallback={closedTrigger(trigger)}>
      <MenuRoot
        trigger={trigger}
        content={content}
        dir={dir}
        focusFirstItem={activated === 'keyboard'}
        onOpenChange={onOpenChange}
      />
    </Suspense>
  );
}
