// Issue 14's goals for the browser parts (search, grid, bill list): each goal's figure, its
// limit and whether it was met, for the report's tables and its JSON.
import { round } from './stats';

export interface Goal {
  /** what is measured, as the report names it */
  what: string;
  /** the statistic the goal is on ('median', 'p95') */
  statistic: string;
  limitMs: number;
  /** null when nothing was measured */
  valueMs: number | null;
  met: boolean;
}

export function goal(what: string, statistic: string, limitMs: number, valueMs: number | null): Goal {
  const value = valueMs === null || Number.isNaN(valueMs) ? null : round(valueMs, 1);
  return { what, statistic, limitMs, valueMs: value, met: value !== null && value <= limitMs };
}

/** '≤ 50 ms median: met', or missed in bold with by how much. */
export function goalCell(g: Goal): string {
  const target = `≤ ${g.limitMs} ms ${g.statistic}`;
  if (g.met) return `${target}: met`;
  return `${target}: **MISSED** (${g.valueMs === null ? 'not measured' : `by ${round(g.valueMs - g.limitMs)} ms`})`;
}

/** A short list of the goals under a part's table. */
export function goalLines(goals: Goal[]): string[] {
  return [
    '',
    'Goals (issue 14):',
    '',
    ...goals.map((g) => `- ${g.what}: ${g.valueMs ?? '–'} ms, ${goalCell(g)}`),
  ];
}
