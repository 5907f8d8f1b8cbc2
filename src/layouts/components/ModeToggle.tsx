import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/IconButton';
import { useSettings, useUpdateSettings } from '@/lib/settings';

export function ModeToggle() {
  const { t } = useTranslation();
  const { mode } = useSettings();
  const updateSettings = useUpdateSettings();
  const dark = mode === 'dark';
  return (
    <IconButton
      aria-label={t(dark ? 'layout.appBar.toLight' : 'layout.appBar.toDark')}
      onClick={() => updateSettings({ mode: dark ? 'light' : 'dark' })}
    >
      {dark ? (
        <Sun aria-hidden="true" className="size-[22px]" strokeWidth={1.75} />
      ) : (
        <Moon aria-hidden="true" className="size-[22px]" strokeWidth={1.75} />
      )}
    </IconButton>
  );
}
