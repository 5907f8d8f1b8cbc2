import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@/lib/nav';
import { type ButtonStyleProps, buttonClasses } from './Button';

export type ButtonLinkProps = Omit<LinkProps, 'className' | 'color'> &
  ButtonStyleProps & { startIcon?: ReactNode; endIcon?: ReactNode };

/** A <Link> (@/lib/nav) that looks like a Button (navigation stays a link for assistive tech). */
export function ButtonLink({
  variant,
  color,
  size,
  fullWidth,
  className,
  startIcon,
  endIcon,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClasses({ variant, color, size, fullWidth, className })} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </Link>
  );
}
