import { Chip } from '@/components/ui/Chip';

export default function ChipsDisabled() {
  return (
    <div className="flex flex-wrap gap-3">
      <Chip label="Basic" disabled />
      <Chip label="Outlined" variant="outlined" disabled />
    </div>
  );
}
