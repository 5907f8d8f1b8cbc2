import { Building2, Landmark, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/ui/RadioGroup';

export default function RadioCards() {
  const { t } = useTranslation();
  const [kind, setKind] = useState('op');
  return (
    <RadioGroup
      label={t('formsShowcase.radio.taxpayer')}
      variant="cards"
      value={kind}
      onValueChange={setKind}
      options={[
        {
          value: 'op',
          icon: <User className="size-7" />,
          label: t('formsShowcase.radio.individual'),
          description: t('formsShowcase.radio.individualHint'),
        },
        {
          value: 'badan',
          icon: <Building2 className="size-7" />,
          label: t('formsShowcase.radio.company'),
          description: t('formsShowcase.radio.companyHint'),
        },
        {
          value: 'instansi',
          icon: <Landmark className="size-7" />,
          label: t('formsShowcase.radio.agency'),
          description: t('formsShowcase.radio.agencyHint'),
        },
      ]}
    />
  );
}
