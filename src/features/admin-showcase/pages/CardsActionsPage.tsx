import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatRupiah } from '@/lib/format';
import { ActionCard } from '../cards/ActionCard';
import { useSummary } from '../cards/api';
import { ShowcasePage } from '../components/ShowcasePage';

/** Card actions: collapse, refresh (refetches the admin summary, with a loading state), close. */
export default function CardsActionsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const summary = useSummary().data;
  const [round, setRound] = useState(0);
  const refresh = () => queryClient.refetchQueries({ queryKey: ['admin', 'summary'] });
  const k = (key: string) => t(`showcaseMore.cards.actions.${key}`);
  const body = summary
    ? t('showcaseMore.cards.actions.body', {
        amount: formatRupiah(summary.unpaid_invoices.total),
        count: summary.unpaid_invoices.count,
      })
    : '…';
  return (
    <ShowcasePage title={t('nav.cardsActions')} subtitle={k('subtitle')} section="nav.cards">
      <div key={round} className="contents">
        <ActionCard title={k('all')} collapsible onRefresh={refresh} closable>
          {body}
        </ActionCard>
        <ActionCard title={k('collapse')} collapsible>
          {body}
        </ActionCard>
        <ActionCard title={k('refresh')} onRefresh={refresh}>
          {body}
        </ActionCard>
        <ActionCard title={k('close')} closable>
          {body}
        </ActionCard>
      </div>
      <div>
        <Button variant="tonal" onClick={() => setRound((r) => r + 1)}>
          {k('restore')}
        </Button>
      </div>
    </ShowcasePage>
  );
}
