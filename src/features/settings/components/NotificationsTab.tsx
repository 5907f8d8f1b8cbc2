import { NotificationsCard } from '@/features/account-security';

export function NotificationsTab() {
  return (
    <div className="max-w-3xl">
      <NotificationsCard />
    </div>
  );
}
