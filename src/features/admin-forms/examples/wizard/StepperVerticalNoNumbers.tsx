import { useTranslation } from 'react-i18next';
import { Stepper } from '@/components/ui/Stepper';
import { useDemoSteps } from './demo-steps';
import { StepButtons } from './StepButtons';
import { StepContent } from './StepContent';

export default function StepperVerticalNoNumbers() {
  const { t } = useTranslation();
  const { steps, active, back, next } = useDemoSteps();
  return (
    <Stepper
      label={t('formsShowcase.wizard.steps')}
      steps={steps}
      active={active}
      orientation="vertical"
      marker="dots"
    >
      <div className="grid gap-4">
        <StepContent step={active} />
        <StepButtons step={active} count={steps.length} onBack={back} onNext={next} />
      </div>
    </Stepper>
  );
}
