import { FileText, Link2, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepItem } from '@/components/ui/Stepper';
import { toast } from '@/lib/toast';

/** The three steps the stepper examples walk through, and their position. */
export function useDemoSteps() {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const steps: StepItem[] = [
    {
      title: t('formsShowcase.wizard.account'),
      subtitle: t('formsShowcase.wizard.accountHint'),
      icon: <User className="size-5" />,
    },
    {
      title: t('formsShowcase.wizard.personal'),
      subtitle: t('formsShowcase.wizard.personalHint'),
      icon: <FileText className="size-5" />,
    },
    {
      title: t('formsShowcase.wizard.social'),
      subtitle: t('formsShowcase.wizard.socialHint'),
      icon: <Link2 className="size-5" />,
    },
  ];
  const back = () => setActive((s) => Math.max(0, s - 1));
  const next = () => {
    if (active === steps.length - 1) {
      toast.success(t('formsShowcase.wizard.done'));
      setActive(0);
    } else setActive(active + 1);
  };
  return { steps, active, back, next };
}
