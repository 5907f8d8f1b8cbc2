import { useState } from 'react';
import { PageNumbers } from '@/components/ui/PageNumbers';
import { usePageLabels } from './labels';

export default function PaginationSimple() {
  const [page, setPage] = useState(1);
  const [secondary, setSecondary] = useState(3);
  return (
    <div className="space-y-3">
      <PageNumbers page={page} count={10} onChange={setPage} labels={usePageLabels('simple')} />
      <PageNumbers
        page={secondary}
        count={10}
        onChange={setSecondary}
        color="secondary"
        labels={usePageLabels('simple', 2)}
      />
    </div>
  );
}
