import { useState } from 'react';
import { PageNumbers } from '@/components/ui/PageNumbers';
import { usePageLabels } from './labels';

export default function PaginationSizes() {
  const [page, setPage] = useState(1);
  const labels = { sm: usePageLabels('sizes'), md: usePageLabels('sizes', 2), lg: usePageLabels('sizes', 3) };
  return (
    <div className="space-y-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <PageNumbers key={size} size={size} page={page} count={10} onChange={setPage} labels={labels[size]} />
      ))}
    </div>
  );
}
