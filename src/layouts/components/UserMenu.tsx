import { LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DropdownMenu, type MenuEntry } from '@/components/ui/DropdownMenu';
import { focusRing } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

function Avatar({ name, size = 38 }: { name: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      className="relative flex shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-text"
      style={{ width: size, height: size }}
    >
      {initialsOf(name)}
      <span className="absolute -bottom-px -end-px size-2.5 rounded-full bg-[color-mix(in_srgb,var(--c-success)_70%,black)] ring-2 ring-paper" />
    </span>
  );
}

/** 230 px: name and role, Settings (→ /client/pengaturan/), Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useSession();
  if (!user) return null;
  const items: MenuEntry[] = [
    {
      type: 'label',
      key: 'who',
      label: (
        <span className="flex items-center gap-3 py-1 text-text">
          <Avatar name={user.nama} />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold">{user.nama}</span>
            <span className="truncate text-xs font-normal text-text-muted">
              {t(`layout.user.roles.${user.role}`)}
            </span>
          </span>
        </span>
      ),
    },
    { type: 'separator', key: 'sep-1' },
  ];
  if (user.role === 'client') {
    items.push({
      key: 'settings',
      label: t('layout.user.settings'),
      icon: <Settings className="size-4" />,
      onSelect: () => navigate('/client/pengaturan/'),
    });
    items.push({ type: 'separator', key: 'sep-2' });
  }
  items.push({
    key: 'logout',
    label: t('layout.user.logout'),
    icon: <LogOut className="size-4 rtl:-scale-x-100" />,
    onSelect: () => void logout(),
  });
  return (
    <DropdownMenu
      width={230}
      label={t('layout.user.menu')}
      trigger={
        <button
          type="button"
          aria-label={`${t('layout.user.menu')}: ${user.nama}`}
          className={cn('rounded-full', focusRing)}
        >
          <Avatar name={user.nama} />
        </button>
      }
      items={items}
    />
  );
}
