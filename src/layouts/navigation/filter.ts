import { isGroup, isSectionTitle, type NavEntry } from './types';

export type CanCheck = (action: string, subject: string) => boolean;

const allowed = (entry: NavEntry, can: CanCheck) =>
  !entry.action || !entry.subject || can(entry.action, entry.subject);

/**
 * The entries the user may see: forbidden links are dropped, groups left without children are
 * dropped, and a section title stays only if something visible follows it before the next one.
 */
export function visibleNavigation(entries: NavEntry[], can: CanCheck): NavEntry[] {
  const kept: NavEntry[] = [];
  for (const entry of entries) {
    if (!allowed(entry, can)) continue;
    if (isGroup(entry)) {
      const children = visibleNavigation(entry.children, can);
      if (children.some((child) => !isSectionTitle(child))) kept.push({ ...entry, children });
    } else kept.push(entry);
  }
  return kept.filter(
    (entry, i) => !isSectionTitle(entry) || (i + 1 < kept.length && !isSectionTitle(kept[i + 1])),
  );
}
