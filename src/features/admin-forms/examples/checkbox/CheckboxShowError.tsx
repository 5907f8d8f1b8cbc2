import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/Checkbox';
import { inkTone } from '@/components/ui/tone';

export default function CheckboxShowError() {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        label={t('formsShowcase.checkbox.agree')}
        checked={agreed}
        invalid={!agreed}
        aria-describedby={agreed ? undefined : 'terms-error'}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      {!agreed && (
        <p id="terms-error" className={`ps-7 text-xs font-medium ${inkTone.error}`}>
          {t('formsShowcase.errors.agree')}
        </p>
      )}
    </div>
  );
}
