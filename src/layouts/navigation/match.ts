import { isGroup, isLink, type NavEntry, type NavGroup } from './types';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The page's own base: a list's address without its last '/list' (its detail pages live there). */
const baseOf = (path: string) => path.replace(/\/list$/, '');

/** A menu path is active for its own page and the pages below it (a list's details and forms). */
export function isPathActive(path: string, pathname: string): boolean {
  const current = trimSlash(pathname);
  const target = trimSlash(path);
  if (current === target || current.startsWith(`${target}/`)) return true;
  const base = baseOf(target);
  return base !== target && current.startsWith(`${base}/`);
}

/** True when a link inside the group (at any depth) is active. */
export function groupContainsPath(group: NavGroup, pathname: string): boolean {
  return group.children.some((child) =>
    isGroup(child)
      ? groupContainsPath(child, pathname)
      : isLink(child) && !child.externalLink && isPathActive(child.path, pathname),
  );
}

/** Stable id of a group: the titles from the top down to it. */
export const groupId = (parents: string[], group: NavGroup) => [...parents, group.title].join('>');

/** Ids of the groups on the way to the active link (they open by themselves). */
export function activeGroupIds(entries: NavEntry[], pathname: string, parents: string[] = []): string[] {
  for (const entry of entries) {
    if (!isGroup(entry) || !groupContainsPath(entry, pathname)) continue;
    const id = groupId(parents, entry);
    return [id, ...activeGroupIds(entry.children, pathname, [...parents, entry.title])];
  }
  return [];
}

/**
 * Opens or closes a group. Accordion: opening one closes every open group that is not on its
 * way up (its siblings and their insides). Collapse: the others stay as they are.
 */
export function toggleGroup(
  open: ReadonlySet<string>,
  id: string,
  mode: 'accordion' | 'collapse',
): Set<string> {
  const next = new Set(open);
  if (next.has(id)) {
    for (const other of open) if (other === id || other.startsWith(`${id}>`)) next.delete(other);
    return next;
  }
  if (mode === 'accordion') {
    for (const other of open) if (!id.startsWith(`${other}>`)) next.delete(other);
  }
  next.add(id);
  return next;
}
