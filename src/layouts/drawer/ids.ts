/** id of the temporary navigation drawer (the menu button's aria-controls). */
export const NAV_DRAWER_ID = 'nav-drawer';
