import type { PricingResponse } from '@contract/content';
import { Check } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { ToggleButtonGroup } from '@/components/ui/ToggleButtonGroup';
import { cn } from '@/lib/cn';
import { formatRupiah } from '@/lib/format';
import { DraftBadge, FallbackNote, langOf } from './shared';

type Plan = PricingResponse['plans'][number];

/** The template's pricing page: a monthly/annual switch and a card a plan. */
export function PricingView({
  plans,
  actions,
  footer,
}: {
  plans: Plan[];
  /** the admin's buttons under a plan */
  actions?: (plan: Plan, index: number) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<'monthly' | 'annual'>('monthly');
  const saving = Math.max(
    0,
    ...plans.map((p) =>
      p.monthly_price ? Math.round((1 - p.annual_monthly_price / p.monthly_price) * 100) : 0,
    ),
  );
  return (
    <div>
      <div className="mb-8 text-center">
        <h1 className="text-2xl font-semibold text-text">{t('helpPages.pricing.title')}</h1>
        <p className="mx-auto mt-1 max-w-xl text-sm text-text-muted">{t('helpPages.pricing.subtitle')}</p>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <ToggleButtonGroup
            exclusive
            enforceValue
            label={t('helpPages.pricing.period')}
            value={period}
            onChange={(v) => v && setPeriod(v as 'monthly' | 'annual')}
            options={[
              { value: 'monthly', label: t('helpPages.pricing.monthly') },
              { value: 'annual', label: t('helpPages.pricing.annual') },
            ]}
          />
          {saving > 0 && (
            <Badge color="success" size="sm">
              {t('helpPages.pricing.save', { percent: saving })}
            </Badge>
          )}
        </div>
      </div>
      <ul className="grid gap-6 md:grid-cols-3" aria-label={t('helpPages.pricing.plans')}>
        {plans.map((plan, index) => {
          const perMonth = period === 'annual' ? plan.annual_monthly_price : plan.monthly_price;
          return (
            <li key={plan.id} className="flex">
              <Card
                className={cn('flex flex-1 flex-col p-6', plan.popular && 'border-2 border-primary')}
                data-plan={plan.id}
              >
                <div className="flex min-h-6 flex-wrap items-center justify-end gap-2">
                  <DraftBadge item={plan} />
                  {plan.popular && (
                    <Badge color="primary" size="sm">
                      {t('helpPages.pricing.popular')}
                    </Badge>
                  )}
                </div>
                <div lang={langOf(plan)} dir="auto" className="text-center">
                  <h2 className="text-xl font-semibold text-text">{plan.title}</h2>
                  <p className="mt-1 min-h-10 text-sm text-text-muted">{plan.subtitle}</p>
                </div>
                <p className="my-4 text-center">
                  <span className="text-3xl font-bold text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]">
                    {perMonth ? formatRupiah(perMonth) : t('helpPages.pricing.free')}
                  </span>
                  {perMonth > 0 && (
                    <span className="text-sm text-text-muted"> {t('helpPages.pricing.perMonth')}</span>
                  )}
                </p>
                <p className="min-h-5 text-center text-xs text-text-muted">
                  {period === 'annual' && perMonth > 0
                    ? t('helpPages.pricing.billedYearly', { total: formatRupiah(perMonth * 12) })
                    : '\u00a0'}
                </p>
                <ul className="my-4 flex-1 space-y-2 text-sm" lang={langOf(plan)} dir="auto">
                  {plan.benefits.map((b) => (
                    <li key={b} className="flex items-start gap-2">
                      <Check
                        className="mt-0.5 size-4 shrink-0 text-success-dark dark:text-success-light"
                        aria-hidden="true"
                      />
                      <span>{b}</span>
                    </li>
                  ))}
                </ul>
                <FallbackNote item={plan} />
                {actions?.(plan, index)}
              </Card>
            </li>
          );
        })}
      </ul>
      {footer}
    </div>
  );
}
