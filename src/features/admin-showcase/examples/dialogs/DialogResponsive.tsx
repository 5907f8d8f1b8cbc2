import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

export default function DialogResponsive() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open responsive dialog
      </Button>
      <Dialog
        open={open}
        fullScreenOnPhone
        onClose={() => setOpen(false)}
        title="Full screen on a phone"
        description="Below 600 px this dialog takes the whole screen."
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
      />
    </>
  );
}
