import { House } from 'lucide-react';
import type { NavEntry } from './types';

/** The admin menu: the admin pages that exist so far. */
export const adminNavigation: NavEntry[] = [
  { title: 'nav.adminHome', path: '/admin/home', icon: House, action: 'manage', subject: 'admin' },
];
