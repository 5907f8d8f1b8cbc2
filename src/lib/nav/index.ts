export { Link, type LinkProps } from './Link';
export { type Nav, NavContext, type NavigateOptions, useNav, useSearchParams } from './nav';
