import type { PermissionRow } from '@contract/access';
import { ACTIONS, STAFF_SUBJECTS } from '@contract/acl';

type CrudAction = (typeof ACTIONS)[number];

/** The permission ids of each subject × action cell (named variants of one rule share a cell). */
export function matrixCells(permissions: readonly PermissionRow[]): Map<string, number[]> {
  const cells = new Map<string, number[]>();
  for (const p of permissions) {
    const key = cellKey(p.subject, p.action);
    cells.set(key, [...(cells.get(key) ?? []), p.id]);
  }
  return cells;
}

export const cellKey = (subject: string, action: CrudAction) => `${subject}:${action}`;

/** The subjects that have at least one permission, in the contract's order. */
export const matrixSubjects = (cells: Map<string, number[]>) =>
  STAFF_SUBJECTS.filter((s) => ACTIONS.some((a) => cells.has(cellKey(s, a))));

/** A cell is on when all its permissions are chosen. */
export const cellChecked = (chosen: ReadonlySet<number>, ids: readonly number[] = []) =>
  ids.length > 0 && ids.every((id) => chosen.has(id));

/** The chosen ids with a cell (or several) switched on or off. */
export function toggleCells(chosen: ReadonlySet<number>, ids: readonly number[], on: boolean): Set<number> {
  const next = new Set(chosen);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
