import { useTranslation } from 'react-i18next';
import { Stepper } from '@/components/ui/Stepper';
import { useDemoSteps } from './demo-steps';
import { StepButtons } from './StepButtons';
import { StepContent } from './StepContent';

export default function StepperAlternativeLabel() {
  const { t } = useTranslation();
  const { steps, active, back, next } = useDemoSteps();
  return (
    <div className="grid gap-6">
      <Stepper
        label={t('formsShowcase.wizard.steps')}
        steps={steps}
        active={active}
        alternativeLabel
        marker="numbers"
      />
      <hr className="border-divider" />
      <StepContent step={active} />
      <StepButtons step={active} count={steps.length} onBack={back} onNext={next} />
    </div>
  );
}
