import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNumbers } from '@/components/ui/PageNumbers';
import { usePageLabels } from './labels';

export default function PaginationControlled() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <div className="space-y-3">
      <p className="text-sm" aria-live="polite">
        {t('showcaseMore.pagination.current', { page })}
      </p>
      <PageNumbers page={page} count={10} onChange={setPage} labels={usePageLabels('controlled')} />
    </div>
  );
}
