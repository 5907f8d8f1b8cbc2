import { useState } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { List, ListItemButton } from '@/components/ui/List';

const accounts = ['rina@example.com', 'budi@example.com'];

export default function DialogSimple() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(accounts[0]);
  return (
    <div className="space-y-2">
      <p className="text-sm text-text-muted">Selected: {chosen}</p>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open simple dialog
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Set backup account" size="sm">
        <List aria-label="Accounts" className="-mx-6">
          {accounts.map((email) => (
            <ListItemButton
              key={email}
              primary={email}
              selected={email === chosen}
              start={<Avatar name={email} size="sm" color="primary" />}
              onClick={() => {
                setChosen(email);
                setOpen(false);
              }}
            />
          ))}
        </List>
      </Dialog>
    </div>
  );
}
