import { useState } from 'react';
import { ToggleButtonGroup } from '@/components/ui/ToggleButtonGroup';

const devices = [
  { value: 'laptop', label: 'Laptop' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'phone', label: 'Phone' },
];

export default function ToggleEnforce() {
  const [value, setValue] = useState<string | null>('laptop');
  return (
    <div className="space-y-2">
      <ToggleButtonGroup
        exclusive
        enforceValue
        label="Device (always one)"
        options={devices}
        value={value}
        onChange={setValue}
      />
      <p className="text-sm text-text-muted">Pressing the chosen device again keeps it chosen.</p>
    </div>
  );
}
