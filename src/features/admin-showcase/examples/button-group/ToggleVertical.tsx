import { LayoutGrid, List, Rows3 } from 'lucide-react';
import { useState } from 'react';
import { ToggleButtonGroup } from '@/components/ui/ToggleButtonGroup';

const views = [
  { value: 'list', label: <List aria-hidden="true" className="size-5" />, 'aria-label': 'List view' },
  { value: 'module', label: <LayoutGrid aria-hidden="true" className="size-5" />, 'aria-label': 'Grid view' },
  { value: 'quilt', label: <Rows3 aria-hidden="true" className="size-5" />, 'aria-label': 'Rows view' },
];

export default function ToggleVertical() {
  const [value, setValue] = useState<string | null>('list');
  return (
    <ToggleButtonGroup
      exclusive
      orientation="vertical"
      label="View"
      options={views}
      value={value}
      onChange={setValue}
    />
  );
}
