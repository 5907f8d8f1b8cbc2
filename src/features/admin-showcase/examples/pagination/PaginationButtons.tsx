import { useState } from 'react';
import { PageNumbers } from '@/components/ui/PageNumbers';
import { usePageLabels } from './labels';

export default function PaginationButtons() {
  const [page, setPage] = useState(5);
  const [hidden, setHidden] = useState(5);
  return (
    <div className="space-y-3">
      <PageNumbers
        showFirstLast
        page={page}
        count={10}
        onChange={setPage}
        labels={usePageLabels('buttons')}
      />
      <PageNumbers
        hidePreviousNext
        variant="outlined"
        page={hidden}
        count={10}
        onChange={setHidden}
        labels={usePageLabels('buttons', 2)}
      />
    </div>
  );
}
