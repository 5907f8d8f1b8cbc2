import { useState } from 'react';
import { Chip } from '@/components/ui/Chip';

export default function ChipsDelete() {
  const [shown, setShown] = useState(['Paid', 'Overdue', 'Draft']);
  const remove = (label: string) => setShown((list) => list.filter((l) => l !== label));
  return (
    <div className="flex flex-wrap gap-3">
      {shown.map((label, i) => (
        <Chip
          key={label}
          label={label}
          color={i === 1 ? 'error' : 'default'}
          variant={i === 2 ? 'outlined' : 'filled'}
          onDelete={() => remove(label)}
        />
      ))}
      {shown.length === 0 && <p className="text-sm text-text-muted">All filters removed.</p>}
    </div>
  );
}
