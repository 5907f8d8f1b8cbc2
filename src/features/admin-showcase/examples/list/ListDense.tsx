import { Folder } from 'lucide-react';
import { List, ListItem } from '@/components/ui/List';

export default function ListDense() {
  return (
    <List dense aria-label="Folders" className="-mx-5">
      {['Bills', 'Payments', 'Slips', 'Certificates'].map((name) => (
        <ListItem key={name} start={<Folder aria-hidden="true" />} primary={name} />
      ))}
    </List>
  );
}
