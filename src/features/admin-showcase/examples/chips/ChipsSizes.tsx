import { Chip } from '@/components/ui/Chip';

export default function ChipsSizes() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Chip label="Small" size="sm" />
      <Chip label="Medium" />
      <Chip label="Small" size="sm" variant="outlined" color="primary" />
      <Chip label="Medium" variant="outlined" color="primary" />
    </div>
  );
}
