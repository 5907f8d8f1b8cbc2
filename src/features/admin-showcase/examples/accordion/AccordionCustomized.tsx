import { Accordion } from '@/components/ui/Accordion';

const items = [
  { value: 'one', title: 'Monthly VAT return', content: 'Due by the end of the following month.' },
  {
    value: 'two',
    title: 'Annual income tax return',
    content: 'Due three months after the end of the tax year for individuals.',
  },
  { value: 'three', title: 'Withholding slips', content: 'Issued for every withholding, reported monthly.' },
];

export default function AccordionCustomized() {
  return <Accordion variant="separated" multiple items={items} defaultValue={['one']} />;
}
