import { useState } from 'react';
import { Accordion } from '@/components/ui/Accordion';

const items = [
  { value: 'general', title: 'General settings', content: 'Company name, address and tax office.' },
  { value: 'users', title: 'Users', content: 'Who may sign in and what they may do.' },
  { value: 'advanced', title: 'Advanced settings', content: 'Numbering of invoices and slips.' },
];

export default function AccordionControlled() {
  const [open, setOpen] = useState<string[]>(['users']);
  return (
    <div className="space-y-3">
      <p className="text-sm text-text-muted" aria-live="polite">
        Open: {open.join(', ') || 'none'}
      </p>
      <Accordion items={items} value={open} onValueChange={setOpen} />
    </div>
  );
}
