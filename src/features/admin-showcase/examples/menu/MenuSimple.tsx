import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DropdownMenu } from '@/components/ui/DropdownMenu';

export default function MenuSimple() {
  const [last, setLast] = useState('');
  return (
    <div className="space-y-2">
      <DropdownMenu
        align="start"
        trigger={<Button variant="outlined">Open menu</Button>}
        items={['Profile', 'My account', 'Sign out'].map((label) => ({
          key: label,
          label,
          onSelect: () => setLast(label),
        }))}
      />
      <p className="text-sm text-text-muted" aria-live="polite">
        {last && `Chosen: ${last}`}
      </p>
    </div>
  );
}
