import { MENU_GROUPS, ROUTE_LIST, roleOf } from '@contract/routes';
import { DEFAULT_ACL } from '@/lib/acl/ability';
import { menuIcons } from './icons';
import type { NavEntry, NavGroup } from './types';

const withIcon = (icon: keyof typeof menuIcons | undefined) => (icon ? { icon: menuIcons[icon] } : {});

/**
 * A role's menu from the route declaration: its pages' menu entries in declaration order, a
 * section title where the section changes, and grouped entries inside their group.
 */
export function menuFor(role: 'client' | 'admin'): NavEntry[] {
  const entries: NavEntry[] = [];
  const groups = new Map<string, NavGroup>();
  let section: string | undefined;
  for (const route of ROUTE_LIST) {
    const { menu, path, acl } = route;
    if (!menu || roleOf(route) !== role) continue;
    const { action, subject } = acl || DEFAULT_ACL;
    const guard = { action, subject };
    if (menu.section && menu.section !== section) entries.push({ sectionTitle: menu.section, ...guard });
    section = menu.section;
    const link = { title: menu.title, path, ...withIcon(menu.icon), ...guard };
    const groupKey = menu.group;
    if (!groupKey) {
      entries.push(link);
      continue;
    }
    let group = groups.get(groupKey);
    if (!group) {
      const { title, icon } = MENU_GROUPS[groupKey];
      group = { title, ...withIcon(icon), ...guard, children: [] };
      groups.set(groupKey, group);
      entries.push(group);
    }
    group.children.push(link);
  }
  return entries;
}
