import { Avatar } from '@/components/ui/Avatar';
import { CountBadge } from '@/components/ui/CountBadge';

export default function AvatarsWithBadge() {
  return (
    <div className="flex flex-wrap items-center gap-6">
      <Avatar name="Rina Wijaya" src="/images/avatars/1.svg" label="Rina Wijaya, online" online />
      <CountBadge dot color="warning" overlap="circular" anchor="bottom-end" label="away">
        <Avatar name="Budi Santoso" src="/images/avatars/2.svg" label="Budi Santoso" />
      </CountBadge>
      <CountBadge content={4} overlap="circular" color="error" label="4 unread messages">
        <Avatar name="Sari Lestari" src="/images/avatars/3.svg" label="Sari Lestari" />
      </CountBadge>
    </div>
  );
}
