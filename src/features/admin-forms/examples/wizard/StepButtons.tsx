import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

/** Back / Next (Submit on the last step) under a stepper's content. */
export function StepButtons({
  step,
  count,
  onBack,
  onNext,
  submitting,
}: {
  step: number;
  count: number;
  onBack: () => void;
  /** omitted: Next is a submit button (the form checks the step) */
  onNext?: () => void;
  submitting?: boolean;
}) {
  const { t } = useTranslation();
  const last = step === count - 1;
  return (
    <div className="flex justify-between gap-3">
      <Button variant="outlined" color="secondary" onClick={onBack} disabled={step === 0}>
        {t('formsShowcase.wizard.back')}
      </Button>
      <Button type={onNext ? 'button' : 'submit'} onClick={onNext} loading={submitting}>
        {t(last ? 'formsShowcase.common.submit' : 'formsShowcase.wizard.next')}
      </Button>
    </div>
  );
}
