import { useState } from 'react';
import { ToggleButtonGroup } from '@/components/ui/ToggleButtonGroup';

const periods = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
];

export default function ToggleSizes() {
  const [value, setValue] = useState<string | null>('month');
  return (
    <div className="flex flex-col items-start gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <ToggleButtonGroup
          key={size}
          exclusive
          size={size}
          label={`Period (${size})`}
          options={periods}
          value={value}
          onChange={setValue}
        />
      ))}
    </div>
  );
}
