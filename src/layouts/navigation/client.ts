import { menuFor } from './menu';

/** The client menu, as the original portal had it (plus the wallet under payments). */
export const clientNavigation = menuFor('client');
