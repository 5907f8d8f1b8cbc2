import { Chip } from '@/components/ui/Chip';

export default function ChipsVariants() {
  return (
    <div className="flex flex-wrap gap-3">
      <Chip label="Filled" />
      <Chip label="Outlined" variant="outlined" />
      <Chip label="Soft" variant="soft" color="primary" />
      <Chip label="Rounded" variant="soft" color="info" shape="rounded" />
    </div>
  );
}
