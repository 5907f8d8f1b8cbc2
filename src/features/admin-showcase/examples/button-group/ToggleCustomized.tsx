import { useState } from 'react';
import { ToggleButtonGroup } from '@/components/ui/ToggleButtonGroup';

const plans = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual (save 20%)' },
];

export default function ToggleCustomized() {
  const [value, setValue] = useState<string | null>('annual');
  return (
    <ToggleButtonGroup
      exclusive
      enforceValue
      label="Billing period"
      options={plans}
      value={value}
      onChange={setValue}
      className="rounded-full border-0 bg-hover p-1 [&>button]:rounded-full"
    />
  );
}
