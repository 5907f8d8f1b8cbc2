import { useState } from 'react';
import { ToggleButtonGroup } from '@/components/ui/ToggleButtonGroup';
import { TONES } from '@/components/ui/tone';

const options = [
  { value: 'web', label: 'Web' },
  { value: 'android', label: 'Android' },
  { value: 'ios', label: 'iOS' },
];

export default function ToggleColors() {
  const [value, setValue] = useState<string | null>('web');
  return (
    <div className="flex flex-col items-start gap-3">
      {TONES.map((tone) => (
        <ToggleButtonGroup
          key={tone}
          exclusive
          size="sm"
          color={tone}
          label={`Platform (${tone})`}
          options={options}
          value={value}
          onChange={setValue}
        />
      ))}
    </div>
  );
}
