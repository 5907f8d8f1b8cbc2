import { useState } from 'react';
import { PageNumbers } from '@/components/ui/PageNumbers';
import { usePageLabels } from './labels';

export default function PaginationOutlined() {
  const [page, setPage] = useState(1);
  const [success, setSuccess] = useState(4);
  return (
    <div className="space-y-3">
      <PageNumbers
        variant="outlined"
        page={page}
        count={10}
        onChange={setPage}
        labels={usePageLabels('outlined')}
      />
      <PageNumbers
        variant="outlined"
        color="success"
        page={success}
        count={10}
        onChange={setSuccess}
        labels={usePageLabels('outlined', 2)}
      />
    </div>
  );
}
