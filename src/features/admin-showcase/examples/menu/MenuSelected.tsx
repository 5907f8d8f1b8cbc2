import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DropdownMenu } from '@/components/ui/DropdownMenu';

const options = [
  'Show all notification content',
  'Hide sensitive notification content',
  'Hide all notification content',
];

export default function MenuSelected() {
  const [value, setValue] = useState(options[1]);
  return (
    <DropdownMenu
      align="start"
      label="When device is locked"
      trigger={
        <Button
          variant="text"
          color="secondary"
          endIcon={<ChevronDown aria-hidden="true" className="size-4" />}
          className="h-auto py-2 text-start whitespace-normal"
        >
          <span>
            <span className="block text-xs text-text-muted">When device is locked</span>
            {value}
          </span>
        </Button>
      }
      items={[
        {
          type: 'radio',
          key: 'lock',
          value,
          onValueChange: setValue,
          options: options.map((o, i) => ({ value: o, label: o, disabled: i === 0 })),
        },
      ]}
    />
  );
}
