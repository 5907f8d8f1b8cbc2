import { PartyPopper, Sparkles, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useEcommerce, useSummary } from '../cards/api';
import { ShowcasePage } from '../components/ShowcasePage';

/** The template's gamification cards, on this month's figures. */
export default function CardsGamificationPage() {
  const { t, i18n } = useTranslation();
  const k = (key: string, o?: Record<string, unknown>) => t(`showcaseMore.cards.gamification.${key}`, o);
  const summary = useSummary().data;
  const top = useEcommerce().data?.top_clients[0];
  const name = useSession().user?.nama ?? '';
  return (
    <ShowcasePage title={t('nav.cardsGamification')} subtitle={k('subtitle')} section="nav.cards">
      <Card className="p-6">
        <h2 className="text-lg font-medium">
          {k('award', { name: top ? (top.company_name ?? top.nama) : '…' })}
        </h2>
        <p className="text-sm text-text-muted">{k('awardText')}</p>
        <p className="mt-3 text-2xl font-semibold text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]">
          {top ? formatRupiah(top.billed) : '…'}
        </p>
        <Trophy aria-hidden="true" className="mt-2 size-10 text-warning" />
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-medium">{k('welcome', { name })}</h2>
        <p className="mt-1 text-sm text-text-muted">
          {k('welcomeText', { count: summary?.paid_this_month.count ?? 0 })}
        </p>
        <p className="mt-3 text-2xl font-semibold tabular-nums">
          {summary ? formatRupiah(summary.paid_this_month.total) : '…'}
        </p>
      </Card>
      <Card className="p-6">
        <Sparkles aria-hidden="true" className="size-8 text-info" />
        <h2 className="mt-2 text-lg font-medium">{k('upgrade')}</h2>
        <p className="mt-1 text-sm text-text-muted">{k('upgradeText')}</p>
        <Button className="mt-4">{k('upgradeButton')}</Button>
      </Card>
      <Card className="bg-[color-mix(in_srgb,var(--c-primary)_85%,black)]! p-6 text-white!">
        <PartyPopper aria-hidden="true" className="size-8" />
        <h2 className="mt-2 text-lg font-medium">{k('congratulations')}</h2>
        <p className="mt-1 text-sm">
          {k('congratulationsText', {
            count: summary?.issued_slips ?? 0,
            n: formatNumber(summary?.issued_slips ?? 0, i18n.language),
          })}
        </p>
      </Card>
    </ShowcasePage>
  );
}
