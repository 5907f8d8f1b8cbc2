import { LogOut, Settings, User } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { DropdownMenu } from '@/components/ui/DropdownMenu';

export default function MenuComposition() {
  return (
    <DropdownMenu
      align="start"
      label="Account"
      trigger={<Button>Account</Button>}
      items={[
        { type: 'label', key: 'who', label: 'Rina Wijaya' },
        { key: 'profile', label: 'Profile', icon: <User className="size-4" />, onSelect: () => {} },
        { key: 'settings', label: 'Settings', icon: <Settings className="size-4" />, onSelect: () => {} },
        { type: 'separator', key: 'sep' },
        {
          key: 'logout',
          label: 'Sign out',
          icon: <LogOut className="size-4" />,
          danger: true,
          onSelect: () => {},
        },
      ]}
    />
  );
}
