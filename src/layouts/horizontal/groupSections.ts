import { isSectionTitle, type NavEntry, type NavGroup, type NavLink } from '../navigation/types';

/**
 * The horizontal bar has no section titles: each section becomes a dropdown of its entries,
 * titled like the section. Top-level links and groups stay as they are.
 */
export function horizontalEntries(entries: NavEntry[]): (NavLink | NavGroup)[] {
  const out: (NavLink | NavGroup)[] = [];
  let section: NavGroup | null = null;
  for (const entry of entries) {
    if (isSectionTitle(entry)) {
      section = { title: entry.sectionTitle, children: [] };
      out.push(section);
    } else if (section) section.children.push(entry);
    else out.push(entry);
  }
  return out.filter((entry) => !('children' in entry) || entry.children.length > 0);
}
