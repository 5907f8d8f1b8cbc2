import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonGroup } from '@/components/ui/ButtonGroup';
import { DropdownMenu } from '@/components/ui/DropdownMenu';

const options = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function GroupSplit() {
  const [chosen, setChosen] = useState(options[0]);
  const [done, setDone] = useState('');
  return (
    <div className="space-y-3">
      <ButtonGroup label="Merge" divided>
        <Button onClick={() => setDone(chosen)}>{chosen}</Button>
        <DropdownMenu
          label="Merge options"
          align="end"
          trigger={
            <Button aria-label="Choose how to merge" className="px-2">
              <ChevronDown aria-hidden="true" className="size-4" />
            </Button>
          }
          items={[
            {
              type: 'radio',
              key: 'how',
              value: chosen,
              onValueChange: setChosen,
              options: options.map((o) => ({ value: o, label: o })),
            },
          ]}
        />
      </ButtonGroup>
      <p className="text-sm text-text-muted" aria-live="polite">
        {done && `Done: ${done}`}
      </p>
    </div>
  );
}
