import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/ui/RadioGroup';

export default function RadioBasic() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RadioGroup
        label={t('formsShowcase.radio.taxpayer')}
        defaultValue="op"
        options={[
          { value: 'op', label: t('formsShowcase.radio.individual') },
          { value: 'badan', label: t('formsShowcase.radio.company') },
          { value: 'bendahara', label: t('formsShowcase.radio.treasurer'), disabled: true },
        ]}
      />
      <RadioGroup
        label={t('formsShowcase.radio.period')}
        orientation="horizontal"
        defaultValue="month"
        options={[
          { value: 'month', label: t('formsShowcase.radio.monthly') },
          { value: 'year', label: t('formsShowcase.radio.yearly') },
        ]}
      />
    </div>
  );
}
