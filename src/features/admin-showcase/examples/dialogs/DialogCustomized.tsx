import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

export default function DialogCustomized() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open customized dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={<span className="text-primary-dark dark:text-primary-light">Modal title</span>}
        className="border-t-4 border-primary"
        footer={<Button onClick={() => setOpen(false)}>Save changes</Button>}
      >
        <p className="text-sm">
          Cras mattis consectetur purus sit amet fermentum. Cras justo odio, dapibus ac facilisis in, egestas
          eget quam. Morbi leo risus, porta ac consectetur ac, vestibulum at eros.
        </p>
      </Dialog>
    </>
  );
}
