import { Avatar } from '@/components/ui/Avatar';
import { List, ListItem } from '@/components/ui/List';

const messages = [
  { name: 'Rina Wijaya', text: 'Your withholding slip for March is ready.', when: '09:14' },
  { name: 'Budi Santoso', text: 'Please check the VAT invoice numbering.', when: 'Yesterday' },
  { name: 'Sari Lestari', text: 'Payment received, thank you.', when: 'Mon' },
];

export default function ListSecondary() {
  return (
    <List aria-label="Messages" className="-mx-5">
      {messages.map((m, i) => (
        <ListItem
          key={m.name}
          start={<Avatar name={m.name} src={`/images/avatars/${i + 1}.svg`} />}
          primary={m.name}
          secondary={m.text}
          end={<span className="text-xs text-text-muted">{m.when}</span>}
        />
      ))}
    </List>
  );
}
