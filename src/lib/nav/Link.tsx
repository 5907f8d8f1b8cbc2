import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type NavigateOptions, useNav } from './nav';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: string };

const plainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/** An <a> to an address of this app: a plain left click navigates in place, others act as links do. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const nav = useNav();
  return (
    <a
      href={to}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !plainClick(e) || (target && target !== '_self')) return;
        e.preventDefault();
        nav.navigate(to, { replace, state });
      }}
      {...rest}
    />
  );
}
