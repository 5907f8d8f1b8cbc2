import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

/** "Clear filters" in a list's toolbar, shown while a filter is set; label: `filters.clear` under `texts`. */
export function ClearFiltersButton({
  texts,
  filtered,
  onClear,
}: {
  texts: string;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (!filtered) return null;
  return (
    <Button
      variant="text"
      color="secondary"
      onClick={onClear}
      startIcon={<X aria-hidden="true" className="size-4" />}
    >
      {/* on a phone the cross alone, so the export and column buttons keep one row with it */}
      <span className="max-sm:sr-only">{t(`${texts}.filters.clear`)}</span>
    </Button>
  );
}
