import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/DateInput';

export type DateRange = { date_from: string; date_to: string };

/** From/until date pickers that keep the range in order; labels: `filters.dateFrom/dateTo/from/until` under `texts`. */
export function DateRangeFilter({
  texts,
  value,
  onChange,
}: {
  texts: string;
  value: DateRange;
  onChange: (patch: Partial<DateRange>) => void;
}) {
  const { t } = useTranslation();
  const ends = [
    { key: 'date_from', label: 'dateFrom', prefix: 'from', max: value.date_to },
    { key: 'date_to', label: 'dateTo', prefix: 'until', min: value.date_from },
  ] as const;
  return ends.map((end) => (
    <DateInput
      key={end.key}
      aria-label={t(`${texts}.filters.${end.label}`)}
      start={<span className="text-xs">{t(`${texts}.filters.${end.prefix}`)}</span>}
      className="w-full sm:w-48"
      value={value[end.key]}
      min={('min' in end && end.min) || undefined}
      max={('max' in end && end.max) || undefined}
      onChange={(e) => onChange({ [end.key]: e.target.value })}
    />
  ));
}
