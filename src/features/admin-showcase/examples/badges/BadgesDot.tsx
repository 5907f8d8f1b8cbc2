import { Bell, Mail } from 'lucide-react';
import { CountBadge } from '@/components/ui/CountBadge';

export default function BadgesDot() {
  return (
    <div className="flex flex-wrap items-center gap-6 pt-2 text-text">
      <CountBadge dot color="primary" label="new mail">
        <Mail aria-hidden="true" className="size-6" />
      </CountBadge>
      <CountBadge dot color="error" label="new notifications">
        <Bell aria-hidden="true" className="size-6" />
      </CountBadge>
      <CountBadge dot color="info" label="updates">
        <span className="text-sm">Updates</span>
      </CountBadge>
    </div>
  );
}
