import { useState } from 'react';
import { Checkbox } from '@/components/ui/Checkbox';
import { List, ListItem } from '@/components/ui/List';

const tasks = ['Upload the certificate', 'Check the EFIN', 'Add an SPT signer'];

export default function ListCheckbox() {
  const [done, setDone] = useState<string[]>([tasks[0]]);
  return (
    <List aria-label="Tasks" className="-mx-5">
      {tasks.map((task) => (
        <ListItem
          key={task}
          primary={
            <Checkbox
              label={task}
              checked={done.includes(task)}
              onChange={(e) =>
                setDone((d) => (e.target.checked ? [...d, task] : d.filter((x) => x !== task)))
              }
            />
          }
        />
      ))}
    </List>
  );
}
