import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/Switch';

export default function SwitchControlled() {
  const { t } = useTranslation();
  const [on, setOn] = useState(true);
  return (
    <div className="flex flex-col gap-2">
      <Switch
        label={t('formsShowcase.switch.autoPay')}
        checked={on}
        onChange={(e) => setOn(e.target.checked)}
      />
      <p className="text-sm text-text-muted">
        {t(on ? 'formsShowcase.switch.isOn' : 'formsShowcase.switch.isOff')}
      </p>
    </div>
  );
}
