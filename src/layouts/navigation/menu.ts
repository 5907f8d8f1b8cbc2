import type { MenuGroup, MenuLink, PageDeclaration } from '@contract/routes';
import { DEFAULT_ACL } from '@/lib/acl/ability';
import { menuIcons } from './icons';
import type { NavEntry, NavGroup } from './types';

const withIcon = (icon: keyof typeof menuIcons | undefined) => (icon ? { icon: menuIcons[icon] } : {});

/**
 * A menu from a route declaration: its pages' menu entries in declaration order, then `links`
 * (addresses outside the portal); a section title where the section changes; grouped entries
 * inside their group, and a group inside its parent group (menus two and three levels deep).
 * A group takes the guard of the entry that opens it.
 */
export function menuFor(
  pages: readonly PageDeclaration[],
  groups: Record<string, MenuGroup>,
  links: readonly MenuLink[] = [],
): NavEntry[] {
  const entries: NavEntry[] = [];
  const made = new Map<string, NavGroup>();
  let section: string | undefined;
  const place = (entry: NavEntry, sectionTitle: string | undefined, guard: object) => {
    if (sectionTitle && sectionTitle !== section) entries.push({ sectionTitle, ...guard });
    if (sectionTitle) section = sectionTitle;
    entries.push(entry);
  };
  const groupOf = (key: string, sectionTitle: string | undefined, guard: object): NavGroup => {
    const existing = made.get(key);
    if (existing) return existing;
    const { title, icon, badge, group: parent, section: own } = groups[key] ?? { title: `nav.${key}` };
    const group: NavGroup = {
      title,
      ...withIcon(icon),
      ...(badge ? { badgeContent: badge } : {}),
      ...guard,
      children: [],
    };
    made.set(key, group);
    if (parent) groupOf(parent, sectionTitle ?? own, guard).children.push(group);
    else place(group, sectionTitle ?? own, guard);
    return group;
  };

  for (const { menu, path, acl } of pages) {
    if (!menu) continue;
    // a page open to all (acl false) shows to everyone whose menu holds it
    const { action, subject } = acl || DEFAULT_ACL;
    const guard = acl === false ? {} : { action, subject };
    const link = {
      title: menu.title,
      path,
      ...withIcon(menu.icon),
      ...guard,
      ...(menu.badge ? { badgeContent: menu.badge } : {}),
      ...(menu.newTab ? { openInNewTab: true } : {}),
      ...(menu.disabled ? { disabled: true } : {}),
    };
    if (menu.group) groupOf(menu.group, menu.section, guard).children.push(link);
    else place(link, menu.section, guard);
  }
  for (const { title, href, icon, section: sectionTitle, group, disabled } of links) {
    const link = {
      title,
      path: href,
      ...withIcon(icon),
      ...(disabled ? { disabled: true } : { externalLink: true, openInNewTab: true }),
    };
    if (group) groupOf(group, sectionTitle, {}).children.push(link);
    else place(link, sectionTitle, {});
  }
  return entries;
}
