import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from '@/components/ui/DropdownMenu';
import { IconButton } from '@/components/ui/IconButton';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function MenuMaxHeight() {
  return (
    <DropdownMenu
      align="start"
      maxHeight={216}
      label="Tax period"
      trigger={
        <IconButton aria-label="Choose a tax period">
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </IconButton>
      }
      items={months.map((m) => ({ key: m, label: m, onSelect: () => {} }))}
    />
  );
}
