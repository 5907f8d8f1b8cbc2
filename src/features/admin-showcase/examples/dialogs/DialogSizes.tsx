import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog, type DialogSize } from '@/components/ui/Dialog';

const sizes: DialogSize[] = ['sm', 'md', 'lg', 'xl'];

export default function DialogSizes() {
  const [size, setSize] = useState<DialogSize | null>(null);
  return (
    <div className="flex flex-wrap gap-3">
      {sizes.map((s) => (
        <Button key={s} variant="outlined" onClick={() => setSize(s)}>
          Size {s}
        </Button>
      ))}
      <Dialog
        open={size !== null}
        size={size ?? 'md'}
        onClose={() => setSize(null)}
        title={`Optional size: ${size}`}
        description="The dialog's maximum width follows its size."
        footer={<Button onClick={() => setSize(null)}>Close</Button>}
      />
    </div>
  );
}
