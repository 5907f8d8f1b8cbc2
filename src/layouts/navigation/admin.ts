import { menuFor } from './menu';

/** The admin menu: the admin pages that exist so far. */
export const adminNavigation = menuFor('admin');
