import { Bell, Mail } from 'lucide-react';
import { useState } from 'react';
import { List, ListItem } from '@/components/ui/List';
import { Switch } from '@/components/ui/Switch';

export default function ListSwitch() {
  const [on, setOn] = useState({ mail: true, push: false });
  return (
    <List aria-label="Notification settings" className="-mx-5">
      <ListItem
        start={<Mail aria-hidden="true" />}
        primary={
          <Switch
            label="Mail"
            labelFirst
            checked={on.mail}
            onChange={(e) => setOn({ ...on, mail: e.target.checked })}
            className="w-full justify-between"
          />
        }
      />
      <ListItem
        start={<Bell aria-hidden="true" />}
        primary={
          <Switch
            label="Push notifications"
            labelFirst
            checked={on.push}
            onChange={(e) => setOn({ ...on, push: e.target.checked })}
            className="w-full justify-between"
          />
        }
      />
    </List>
  );
}
