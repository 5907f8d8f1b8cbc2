import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

export default function DialogTransitions() {
  const [open, setOpen] = useState<'slide' | 'fade' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outlined" onClick={() => setOpen('slide')}>
        Slide in
      </Button>
      <Button variant="outlined" onClick={() => setOpen('fade')}>
        Fade in
      </Button>
      <Dialog
        open={open !== null}
        transition={open ?? 'zoom'}
        onClose={close}
        title="A dialog that moves"
        description="It enters with the transition you chose."
        footer={<Button onClick={close}>Close</Button>}
      />
    </div>
  );
}
