import { Inbox, Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { List, ListItemButton } from '@/components/ui/List';

const boxes = [
  { key: 'inbox', label: 'Inbox', icon: <Inbox aria-hidden="true" /> },
  { key: 'sent', label: 'Sent', icon: <Send aria-hidden="true" /> },
  { key: 'drafts', label: 'Drafts', icon: <Mail aria-hidden="true" /> },
];

export default function ListSelected() {
  const [selected, setSelected] = useState('sent');
  return (
    <List aria-label="Mailbox" className="-mx-5">
      {boxes.map((box) => (
        <ListItemButton
          key={box.key}
          start={box.icon}
          primary={box.label}
          selected={box.key === selected}
          onClick={() => setSelected(box.key)}
        />
      ))}
    </List>
  );
}
