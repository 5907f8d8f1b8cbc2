import type { BupotMasaStatus } from '@contract/ebupot';
import { routePath } from '@contract/routes';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { formatDate, formatMonthYear, monthNames } from '@/lib/format';
import { useMasaStates } from '../api/masa';

const MasaActionDialog = lazy(() =>
  import('./MasaActionDialog').then((m) => ({ default: m.MasaActionDialog })),
);

const STATE_COLOR = { open: 'secondary', reported: 'success', correcting: 'warning' } as const;

function StateBadge({ state }: { state: BupotMasaStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" color={STATE_COLOR[state.state]}>
      {t(`ebupot.masa.state.${state.state}`, { revision: state.revision })}
    </Badge>
  );
}

/**
 * The SPT Masa state of the chosen masa with its action (mark reported / open a correction), or
 * of every masa of the chosen year. A reported masa takes no new or changed slip.
 */
export function MasaStatePanel({ masa, tahun }: { masa?: number | null; tahun?: number | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const tIsolated = useIsolatedT();
  const states = useMasaStates(tahun);
  const [dialog, setDialog] = useState<'report' | 'correction' | null>(null);
  if (!tahun || !states.data) return null;
  const list = states.data.data;
  if (!masa) {
    const months = monthNames(lng, 'short');
    return (
      <ul className="flex flex-wrap gap-2 px-4 pb-4" aria-label={t('ebupot.masa.yearTitle', { tahun })}>
        {list.map((s) => (
          <li
            key={s.masa}
            className="flex items-center gap-1 text-xs text-text-muted"
            data-testid={`masa-state-${s.masa}`}
          >
            {months[s.masa - 1]} <StateBadge state={s} />
          </li>
        ))}
      </ul>
    );
  }
  const state = list[masa - 1];
  const last = state.audit.at(-1);
  return (
    <div className="flex flex-wrap items-center gap-3 px-4 pb-4" data-testid="masa-state">
      <span className="text-sm text-text">
        {tIsolated('ebupot.masa.title', {}, { period: formatMonthYear(masa, tahun, lng) })}
      </span>
      <StateBadge state={state} />
      {state.state === 'reported' && state.reportedAt && (
        <span className="text-xs text-text-muted">
          {tIsolated(
            'ebupot.masa.reportedOn',
            {},
            { date: formatDate(state.reportedAt, lng, { month: 'long' }) },
          )}
          {last?.note ? ` · ${last.note}` : ''}
        </span>
      )}
      <span className="ms-auto flex flex-wrap gap-2">
        <ButtonLink size="sm" variant="text" to={routePath('ebupotMasa', { tahun, masa })}>
          {t('ebupotMasa.open')}
        </ButtonLink>
        {state.state === 'reported' ? (
          <Button size="sm" variant="tonal" color="warning" onClick={() => setDialog('correction')}>
            {t('ebupot.masa.correction.open')}
          </Button>
        ) : (
          <Button size="sm" variant="tonal" onClick={() => setDialog('report')}>
            {t('ebupot.masa.report.open')}
          </Button>
        )}
      </span>
      {dialog && (
        <Suspense fallback={null}>
          <MasaActionDialog kind={dialog} masa={masa} tahun={tahun} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
