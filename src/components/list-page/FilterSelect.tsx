import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/Select';
import type { Paging } from './url-state';
import type { ListUrlState } from './useListUrlState';

type TextKeys<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S] & string;

/** A select bound to one text filter of a list; its label is `${name}.filters.${field}`. */
export function FilterSelect<S extends Paging<string>, F extends TextKeys<S>>({
  list,
  field,
  options,
  placeholder,
  className = 'w-full sm:w-auto',
}: {
  list: ListUrlState<S> & { name: string };
  field: F;
  options: { value: string; label: string }[];
  /** The "any" choice. */
  placeholder: string;
  /** Width classes (default: full width on phones, as wide as the longest choice from sm). */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t(`${list.name}.filters.${field}`)}
      className={className}
      value={list.state[field] as string}
      onChange={(e) => list.update({ [field]: e.target.value } as Partial<S>)}
      placeholder={placeholder}
      options={options}
    />
  );
}
