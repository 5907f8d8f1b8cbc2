import { routePath } from '@contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing, linkClass } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { usePricing } from '../api';
import { PageState } from '../components/PageState';
import { PricingView } from '../components/PricingView';

/** /client/harga: the service's plans (published), read-only. */
export default function HelpPricingPage() {
  const { t } = useTranslation();
  const pricing = usePricing();
  return (
    <PageState query={pricing}>
      {(data) => (
        <PricingView
          plans={data.plans}
          footer={
            <p className="mt-8 text-center text-sm text-text-muted">
              {t('helpPages.pricing.questions')}{' '}
              <Link to={routePath('clientFaq')} className={cn('rounded underline', linkClass, focusRing)}>
                {t('helpPages.pricing.toFaq')}
              </Link>
            </p>
          }
        />
      )}
    </PageState>
  );
}
