import { MENU_GROUPS, ROUTE_LIST } from '@contract/routes';
import { menuFor } from './menu';

/** The client menu, as the original portal had it (plus the wallet under payments). */
export const clientNavigation = menuFor(ROUTE_LIST, MENU_GROUPS);
