import { useState } from 'react';
import { PageNumbers } from '@/components/ui/PageNumbers';
import { usePageLabels } from './labels';

export default function PaginationRanges() {
  const [page, setPage] = useState(6);
  const ranges = [
    { name: 'siblings 0', siblingCount: 0, boundaryCount: 1 },
    { name: 'default', siblingCount: 1, boundaryCount: 1 },
    { name: 'boundaries 2', siblingCount: 1, boundaryCount: 2 },
    { name: 'siblings 0 boundaries 0', siblingCount: 0, boundaryCount: 0 },
  ];
  const labels = [
    usePageLabels('ranges'),
    usePageLabels('ranges', 2),
    usePageLabels('ranges', 3),
    usePageLabels('ranges', 4),
  ];
  return (
    <div className="space-y-3">
      {ranges.map((range, i) => (
        <PageNumbers
          key={range.name}
          page={page}
          count={11}
          onChange={setPage}
          siblingCount={range.siblingCount}
          boundaryCount={range.boundaryCount}
          labels={labels[i]}
        />
      ))}
    </div>
  );
}
