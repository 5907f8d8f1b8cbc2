import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { List, ListItem } from '@/components/ui/List';

export default function DialogFullScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open full-screen dialog
      </Button>
      <Dialog
        open={open}
        size="full"
        onClose={() => setOpen(false)}
        title="Sound"
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <List aria-label="Ringtones" className="-mx-6">
          <ListItem primary="Phone ringtone" secondary="Titania" />
          <ListItem primary="Default notification ringtone" secondary="Tethys" />
        </List>
      </Dialog>
    </>
  );
}
