import { AlignCenter, AlignJustify, AlignLeft, AlignRight } from 'lucide-react';
import { useState } from 'react';
import { ToggleButtonGroup } from '@/components/ui/ToggleButtonGroup';

const align = [
  { value: 'left', label: <AlignLeft aria-hidden="true" className="size-5" />, 'aria-label': 'Align left' },
  { value: 'center', label: <AlignCenter aria-hidden="true" className="size-5" />, 'aria-label': 'Center' },
  {
    value: 'right',
    label: <AlignRight aria-hidden="true" className="size-5" />,
    'aria-label': 'Align right',
  },
  {
    value: 'justify',
    label: <AlignJustify aria-hidden="true" className="size-5" />,
    'aria-label': 'Justify',
    disabled: true,
  },
];

export default function ToggleSimple() {
  const [value, setValue] = useState<string | null>('left');
  return (
    <ToggleButtonGroup exclusive label="Text alignment" options={align} value={value} onChange={setValue} />
  );
}
