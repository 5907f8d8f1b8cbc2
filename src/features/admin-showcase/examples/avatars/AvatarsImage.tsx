import { Avatar } from '@/components/ui/Avatar';

export default function AvatarsImage() {
  return (
    <div className="flex flex-wrap gap-4">
      <Avatar name="Rina Wijaya" src="/images/avatars/1.svg" label="Rina Wijaya" />
      <Avatar name="Budi Santoso" src="/images/avatars/2.svg" label="Budi Santoso" />
      <Avatar name="Sari Lestari" src="/images/avatars/3.svg" label="Sari Lestari" />
    </div>
  );
}
