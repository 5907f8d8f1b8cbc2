import { CircleCheck, Clock } from 'lucide-react';
import { Chip } from '@/components/ui/Chip';

export default function ChipsIcon() {
  return (
    <div className="flex flex-wrap gap-3">
      <Chip label="Paid" color="success" variant="soft" icon={<CircleCheck />} />
      <Chip label="Waiting" color="warning" variant="outlined" icon={<Clock />} />
    </div>
  );
}
