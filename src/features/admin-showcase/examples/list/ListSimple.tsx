import { Inbox, Mail, Send } from 'lucide-react';
import { List, ListItemButton } from '@/components/ui/List';

export default function ListSimple() {
  return (
    <List aria-label="Mailboxes" className="-mx-5">
      <ListItemButton start={<Inbox aria-hidden="true" />} primary="Inbox" />
      <ListItemButton start={<Send aria-hidden="true" />} primary="Sent" />
      <ListItemButton start={<Mail aria-hidden="true" />} primary="Drafts" />
    </List>
  );
}
