import { Avatar } from '@/components/ui/Avatar';
import { Chip } from '@/components/ui/Chip';

export default function ChipsAvatar() {
  return (
    <div className="flex flex-wrap gap-3">
      <Chip
        label="Rina Wijaya"
        avatar={<Avatar name="Rina Wijaya" src="/images/avatars/1.svg" size="xs" />}
      />
      <Chip
        label="Budi Santoso"
        variant="outlined"
        avatar={<Avatar name="Budi Santoso" size="xs" color="primary" />}
      />
    </div>
  );
}
