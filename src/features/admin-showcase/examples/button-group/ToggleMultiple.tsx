import { Bold, Italic, Underline } from 'lucide-react';
import { useState } from 'react';
import { ToggleButtonGroup } from '@/components/ui/ToggleButtonGroup';

const formats = [
  { value: 'bold', label: <Bold aria-hidden="true" className="size-5" />, 'aria-label': 'Bold' },
  { value: 'italic', label: <Italic aria-hidden="true" className="size-5" />, 'aria-label': 'Italic' },
  {
    value: 'underline',
    label: <Underline aria-hidden="true" className="size-5" />,
    'aria-label': 'Underline',
  },
];

export default function ToggleMultiple() {
  const [value, setValue] = useState<string[]>(['bold']);
  return <ToggleButtonGroup label="Text formatting" options={formats} value={value} onChange={setValue} />;
}
