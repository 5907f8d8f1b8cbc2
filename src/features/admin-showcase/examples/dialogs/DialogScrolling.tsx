import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

const paragraphs = Array.from(
  { length: 30 },
  (_, i) =>
    `${i + 1}. Cras mattis consectetur purus sit amet fermentum. Cras justo odio, dapibus ac facilisis in, egestas eget quam.`,
);

export default function DialogScrolling() {
  const [scroll, setScroll] = useState<'paper' | 'body' | null>(null);
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outlined" onClick={() => setScroll('paper')}>
        Scroll inside
      </Button>
      <Button variant="outlined" onClick={() => setScroll('body')}>
        Scroll the page
      </Button>
      <Dialog
        open={scroll !== null}
        scroll={scroll ?? 'body'}
        onClose={() => setScroll(null)}
        title="Terms of service"
        footer={<Button onClick={() => setScroll(null)}>Accept</Button>}
      >
        {paragraphs.map((p) => (
          <p key={p} className="mb-3 text-sm">
            {p}
          </p>
        ))}
      </Dialog>
    </div>
  );
}
