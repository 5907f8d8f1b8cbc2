import { Archive, Copy, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DropdownMenu } from '@/components/ui/DropdownMenu';

export default function MenuCustomized() {
  const [pinned, setPinned] = useState(true);
  return (
    <DropdownMenu
      align="start"
      width={220}
      trigger={<Button variant="tonal">Options</Button>}
      items={[
        { key: 'edit', label: 'Edit', icon: <Pencil className="size-4" />, onSelect: () => {} },
        { key: 'duplicate', label: 'Duplicate', icon: <Copy className="size-4" />, onSelect: () => {} },
        { type: 'checkbox', key: 'pin', label: 'Pinned', checked: pinned, onCheckedChange: setPinned },
        { type: 'separator', key: 'sep' },
        {
          key: 'archive',
          label: 'Archive',
          icon: <Archive className="size-4" />,
          onSelect: () => {},
          disabled: true,
        },
        {
          key: 'delete',
          label: 'Delete',
          icon: <Trash2 className="size-4" />,
          onSelect: () => {},
          danger: true,
        },
      ]}
    />
  );
}
