import { useState } from 'react';
import { Chip } from '@/components/ui/Chip';

export default function ChipsClickable() {
  const [clicked, setClicked] = useState('');
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Chip label="Clickable" onClick={() => setClicked('Clickable')} />
        <Chip
          label="Clickable outlined"
          variant="outlined"
          color="primary"
          onClick={() => setClicked('Clickable outlined')}
        />
        <Chip
          label="Clickable and deletable"
          color="success"
          variant="soft"
          onClick={() => setClicked('Clickable and deletable')}
          onDelete={() => setClicked('deleted')}
        />
      </div>
      <p className="text-sm text-text-muted" aria-live="polite">
        {clicked && `Last: ${clicked}`}
      </p>
    </div>
  );
}
