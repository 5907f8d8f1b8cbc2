import { useState } from 'react';
import { Accordion } from '@/components/ui/Accordion';
import { Checkbox } from '@/components/ui/Checkbox';

const topics = [
  { value: 'billing', title: 'Billing', content: 'Bills and their due dates.' },
  { value: 'payments', title: 'Payments', content: 'Virtual accounts and wallet payments.' },
];

export default function AccordionActions() {
  const [agreed, setAgreed] = useState<string[]>([]);
  const items = topics.map((topic) => ({
    ...topic,
    actions: (
      <Checkbox
        label={<span className="sr-only">Mark {topic.title} as read</span>}
        checked={agreed.includes(topic.value)}
        onChange={(e) =>
          setAgreed((list) =>
            e.target.checked ? [...list, topic.value] : list.filter((v) => v !== topic.value),
          )
        }
      />
    ),
  }));
  return <Accordion items={items} multiple />;
}
