import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

export default function DialogAlert() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open alert dialog
      </Button>
      <Dialog
        role="alertdialog"
        open={open}
        onClose={close}
        title="Use the location service?"
        description="Let the portal find your nearest tax office. Your location is not stored."
        footer={
          <>
            <Button variant="text" color="secondary" onClick={close}>
              Disagree
            </Button>
            <Button onClick={close} autoFocus>
              Agree
            </Button>
          </>
        }
      />
    </>
  );
}
