import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

export default function DialogConfirmation() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  return (
    <div className="space-y-2">
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete draft
      </Button>
      <p className="text-sm text-text-muted" aria-live="polite">
        {result}
      </p>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this draft?"
        message="The draft invoice will be deleted. This cannot be undone."
        color="error"
        confirmLabel="Delete"
        onConfirm={() =>
          new Promise((resolve) => setTimeout(resolve, 600)).then(() => setResult('Draft deleted.'))
        }
      />
    </div>
  );
}
