import { Bell, Mail, ShoppingCart } from 'lucide-react';
import { CountBadge } from '@/components/ui/CountBadge';
import { IconButton } from '@/components/ui/IconButton';

export default function BadgesSimple() {
  return (
    <div className="flex flex-wrap items-center gap-6 pt-2">
      <CountBadge content={4}>
        <IconButton aria-label="Messages, 4 unread">
          <Mail aria-hidden="true" className="size-5" />
        </IconButton>
      </CountBadge>
      <CountBadge content={12} color="error">
        <IconButton aria-label="Notifications, 12 new">
          <Bell aria-hidden="true" className="size-5" />
        </IconButton>
      </CountBadge>
      <CountBadge content={3} color="success">
        <IconButton aria-label="Cart, 3 items">
          <ShoppingCart aria-hidden="true" className="size-5" />
        </IconButton>
      </CountBadge>
    </div>
  );
}
