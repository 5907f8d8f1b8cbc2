import { useTranslation } from 'react-i18next';
import { Stepper } from '@/components/ui/Stepper';
import { useDemoSteps } from './demo-steps';
import { StepButtons } from './StepButtons';
import { StepContent } from './StepContent';

/** Steps with icons in a column beside the content (the content follows on narrow screens). */
export default function StepperCustomVertical() {
  const { t } = useTranslation();
  const { steps, active, back, next } = useDemoSteps();
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <Stepper
        label={t('formsShowcase.wizard.steps')}
        steps={steps}
        active={active}
        orientation="vertical"
        marker="icons"
      />
      <div className="grid content-start gap-6 md:border-s md:border-divider md:ps-6">
        <StepContent step={active} />
        <StepButtons step={active} count={steps.length} onBack={back} onNext={next} />
      </div>
    </div>
  );
}
