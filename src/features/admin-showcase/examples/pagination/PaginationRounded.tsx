import { useState } from 'react';
import { PageNumbers } from '@/components/ui/PageNumbers';
import { usePageLabels } from './labels';

export default function PaginationRounded() {
  const [page, setPage] = useState(1);
  const [outlined, setOutlined] = useState(1);
  return (
    <div className="space-y-3">
      <PageNumbers
        shape="rounded"
        page={page}
        count={10}
        onChange={setPage}
        labels={usePageLabels('rounded')}
      />
      <PageNumbers
        shape="rounded"
        variant="outlined"
        color="info"
        page={outlined}
        count={10}
        onChange={setOutlined}
        labels={usePageLabels('rounded', 2)}
      />
    </div>
  );
}
