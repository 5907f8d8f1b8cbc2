import { ADMIN_MENU_GROUPS, ADMIN_MENU_LINKS, ADMIN_ROUTE_LIST, homePath } from '@contract/routes/admin';
import { menuFor } from './menu';

// The admin workspace's menu: loaded (with its route declaration) only for the admin and staff
// roles (./useNavigation.ts).

export const adminNavigation = menuFor(ADMIN_ROUTE_LIST, ADMIN_MENU_GROUPS, ADMIN_MENU_LINKS);

export { homePath };
