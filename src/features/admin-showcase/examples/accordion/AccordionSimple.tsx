import { Accordion } from '@/components/ui/Accordion';

const items = [
  {
    value: 'npwp',
    title: 'What is an NPWP?',
    content: 'The taxpayer identification number every registered taxpayer receives.',
  },
  {
    value: 'efin',
    title: 'What is an EFIN?',
    content: 'The electronic filing number used to file returns online.',
  },
  {
    value: 'bupot',
    title: 'What is an E-Bupot?',
    content: 'An electronic withholding slip issued by the party that withheld the tax.',
  },
  { value: 'disabled', title: 'Disabled item', content: '', disabled: true },
];

export default function AccordionSimple() {
  return <Accordion items={items} defaultValue={['npwp']} />;
}
