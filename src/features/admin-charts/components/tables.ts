import type { TFunction } from 'i18next';
import { formatCompact, formatDateWith, formatNumber, formatRupiah } from '@/lib/format';
import type { ChartTable } from './ChartCard';
import { RADAR_AXES, RADAR_SERIES, SCATTER } from './sample-data';

/** A chart's twin table: one row a label, one column a series. */
export function seriesTable(
  head: string,
  labels: string[],
  series: { name: string; values: number[]; money?: boolean }[],
  lng: string,
): ChartTable {
  return {
    columns: [head, ...series.map((s) => s.name)],
    rows: labels.map((label, i) => ({
      key: `${label}-${i}`,
      cells: [
        label,
        ...series.map((s) => (s.money ? formatRupiah(s.values[i]) : formatNumber(s.values[i], lng))),
      ],
    })),
  };
}

/** Weekday names, Monday first, in the interface language. */
export function weekdayNames(lng: string): string[] {
  // 2024-01-01 was a Monday
  return Array.from({ length: 7 }, (_, i) =>
    formatDateWith(Date.UTC(2024, 0, 1 + i), lng, { weekday: 'short', timeZone: 'UTC' }),
  );
}

/** Millions of rupiah, for axes: "12,5 jt" style is the language's own compact notation. */
export function compactNumber(value: number, lng: string): string {
  return formatCompact(value, lng);
}

/** The twin table of the sample scatter (the same on the three chart pages). */
export function scatterTable(t: TFunction, lng: string): ChartTable {
  return seriesTable(
    t('adminCharts.point'),
    SCATTER.flatMap((g) => g.points.map((_, i) => `${t(`adminCharts.group.${g.key}`)} ${i + 1}`)),
    [
      { name: t('adminCharts.staff'), values: SCATTER.flatMap((g) => g.points.map((p) => p.x)) },
      { name: t('adminCharts.slipsMonth'), values: SCATTER.flatMap((g) => g.points.map((p) => p.y)) },
    ],
    lng,
  );
}

/** The twin table of the sample radar (the same on the three chart pages). */
export function radarTable(t: TFunction, lng: string): ChartTable {
  return seriesTable(
    t('adminCharts.criterion'),
    RADAR_AXES.map((key) => t(`adminCharts.radar.${key}`)),
    RADAR_SERIES.map((s) => ({ name: t(`adminCharts.plan.${s.key}`), values: s.values })),
    lng,
  );
}
