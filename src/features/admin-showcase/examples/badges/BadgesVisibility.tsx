import { Mail, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/ui/CountBadge';
import { IconButton } from '@/components/ui/IconButton';
import { Switch } from '@/components/ui/Switch';

export default function BadgesVisibility() {
  const { t } = useTranslation();
  const [count, setCount] = useState(1);
  const [invisible, setInvisible] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-6 pt-2 text-text">
      <CountBadge content={count} invisible={invisible} label={`${count} messages`}>
        <Mail aria-hidden="true" className="size-6" />
      </CountBadge>
      <div className="flex gap-1">
        <IconButton
          size="sm"
          aria-label={t('showcase.common.decrease')}
          onClick={() => setCount((c) => Math.max(0, c - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </IconButton>
        <IconButton
          size="sm"
          aria-label={t('showcase.common.increase')}
          onClick={() => setCount((c) => c + 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
      <Switch
        label={t('showcase.badges.showBadge')}
        checked={!invisible}
        onChange={(e) => setInvisible(!e.target.checked)}
      />
    </div>
  );
}
