import type { Bupot } from '@contract/ebupot';
import { routePath } from '@contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { FileArchive, Mail, Printer, Stamp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmAction } from '@/components/list-page/useConfirmAction';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { bulkEmail, bulkIssue, downloadSlipsZip } from './api';

// The bar above the slip grid while slips are chosen: issue the chosen drafts, one zip of their
// PDFs, print them one after another, mail each to its recipient. Issue and email answer per
// slip; the outcome of each is listed under the bar until dismissed.

type Action = 'issue' | 'zip' | 'email';
interface Outcome {
  id: number;
  ok: boolean;
  code?: string;
  error?: string;
  number?: string | null;
  to?: string | null;
}

export function BulkBar({ chosen, onDone }: { chosen: readonly Bupot[]; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirm, confirmation] = useConfirmAction();
  const [busy, setBusy] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<{
    action: 'issue' | 'email';
    rows: Outcome[];
    labels: Map<number, string>;
  } | null>(null);
  const ids = chosen.map((s) => s.id);
  const count = ids.length;
  const labels = new Map(
    chosen.map((s) => [s.id, s.number ?? `${t('ebupot.draftNumber')} ${s.recipientName}`]),
  );
  const drafts = chosen.filter((s) => s.status === 'draft').length;
  const issued = chosen.filter((s) => s.status === 'issued').length;

  const finish = async (action: 'issue' | 'email', rows: Outcome[]) => {
    // the chosen rows go with the selection: keep their labels for the outcome list
    setOutcome({ action, rows, labels });
    onDone();
    await queryClient.invalidateQueries({ queryKey: ['ebupot'] });
  };

  const run = async (action: Action, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const issue = () =>
    confirm('ebupot.bulk.issueConfirm', { count: drafts }, async () => {
      const answer = await bulkIssue(ids);
      await finish('issue', answer.results);
    });
  const email = () =>
    run('email', async () => {
      const answer = await bulkEmail(ids);
      await finish('email', answer.results);
    });
  const zip = () => run('zip', () => downloadSlipsZip(ids));
  const print = () => navigate(`${routePath('ebupotPrint')}?ids=${ids.join(',')}`);

  const outcomeText = (r: Outcome, action: 'issue' | 'email') => {
    if (r.ok)
      return action === 'issue'
        ? t('ebupot.bulk.issuedAs', { number: r.number ?? '' })
        : t('ebupot.bulk.sentTo', { to: r.to ?? '' });
    return t([`ebupot.bulk.codes.${r.code}`, `apiErrors.${r.code}`], { defaultValue: r.error ?? '' });
  };
  const done = outcome?.rows.filter((r) => r.ok).length ?? 0;

  return (
    <div className="border-b border-divider px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span role="status" className="me-2 text-sm text-text-muted">
          {count ? t('ebupot.bulk.count', { count }) : t('ebupot.bulk.none')}
        </span>
        <Button
          variant="outlined"
          size="sm"
          onClick={issue}
          disabled={!drafts || busy !== null}
          startIcon={<Stamp aria-hidden="true" className="size-4" />}
        >
          {t('ebupot.bulk.issue')}
        </Button>
        <Button
          variant="outlined"
          size="sm"
          onClick={zip}
          loading={busy === 'zip'}
          disabled={!count || busy !== null}
          startIcon={<FileArchive aria-hidden="true" className="size-4" />}
        >
          {t('ebupot.bulk.zip')}
        </Button>
        <Button
          variant="outlined"
          size="sm"
          onClick={print}
          disabled={!count || busy !== null}
          startIcon={<Printer aria-hidden="true" className="size-4" />}
        >
          {t('ebupot.bulk.print')}
        </Button>
        <Button
          variant="outlined"
          size="sm"
          onClick={email}
          loading={busy === 'email'}
          disabled={!issued || busy !== null}
          startIcon={<Mail aria-hidden="true" className="size-4" />}
        >
          {t('ebupot.bulk.email')}
        </Button>
      </div>
      {outcome && (
        <Alert
          className="mt-3"
          severity={done === outcome.rows.length ? 'success' : done ? 'warning' : 'error'}
          title={t(`ebupot.bulk.${outcome.action}Summary`, { done, count: outcome.rows.length })}
          onClose={() => setOutcome(null)}
        >
          <ul className="mt-1 space-y-0.5 text-sm" aria-label={t('ebupot.bulk.outcomes')}>
            {outcome.rows.map((r) => (
              <li key={r.id}>
                <span className="font-medium">{outcome.labels.get(r.id) ?? `#${r.id}`}</span>
                {': '}
                <span>{outcomeText(r, outcome.action)}</span>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {confirmation}
    </div>
  );
}
