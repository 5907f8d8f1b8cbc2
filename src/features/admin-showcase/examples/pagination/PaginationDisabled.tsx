import { PageNumbers } from '@/components/ui/PageNumbers';
import { usePageLabels } from './labels';

export default function PaginationDisabled() {
  return (
    <div className="space-y-3">
      <PageNumbers disabled page={1} count={10} onChange={() => {}} labels={usePageLabels('disabled')} />
      <PageNumbers
        disabled
        variant="outlined"
        page={1}
        count={10}
        onChange={() => {}}
        labels={usePageLabels('disabled', 2)}
      />
    </div>
  );
}
