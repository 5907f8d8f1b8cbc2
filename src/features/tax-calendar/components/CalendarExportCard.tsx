import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CopyButton } from '@/components/ui/CopyButton';
import { downloadBlob } from '@/components/ui/csv';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { downloadIcs, feedUrl, useCalendarFeed, useFeedChanges } from '../api/feed';

// The revoke confirmation (Headless UI's dialog) loads when asked for, not with the page.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** The .ics download of the dates the calendar shows, and the private feed address: create, copy, renew, revoke. */
export function CalendarExportCard({ range }: { range: { from: string; to: string } | null }) {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorMessage();
  const feed = useCalendarFeed();
  const changes = useFeedChanges();
  const [busy, setBusy] = useState<'download' | 'renew' | null>(null);
  const [revoking, setRevoking] = useState(false);

  const download = async () => {
    if (!range) return;
    const { from, to } = range;
    setBusy('download');
    try {
      const text = await downloadIcs(from, to);
      downloadBlob(
        new Blob([text], { type: 'text/calendar;charset=utf-8' }),
        `kalender-pajak-${from}-${to}.ics`,
      );
      toast.success(t('taxCalendar.export.downloaded'));
    } catch (err) {
      toast.error(t('taxCalendar.export.failed', { message: errorText(err) }));
    } finally {
      setBusy(null);
    }
  };
  const renew = async () => {
    const had = Boolean(feed.data?.feed);
    setBusy('renew');
    try {
      await changes.renew();
      toast.success(t(had ? 'taxCalendar.feed.renewed' : 'taxCalendar.feed.created'));
    } catch (err) {
      toast.error(t('taxCalendar.feed.failed', { message: errorText(err) }));
    } finally {
      setBusy(null);
    }
  };
  const current = feed.data?.feed;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Card className="mt-6 p-5">
      <h2 className="text-lg font-medium">{t('taxCalendar.export.title')}</h2>
      <p className="mt-1 text-sm text-text-muted">{t('taxCalendar.export.body')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outlined"
          onClick={download}
          loading={busy === 'download'}
          disabled={!range}
          startIcon={<Download aria-hidden="true" className="size-4" />}
        >
          {t('taxCalendar.export.download')}
        </Button>
      </div>
      <h3 className="mt-6 text-sm font-medium">{t('taxCalendar.feed.label')}</h3>
      {feed.isError ? (
        <Alert severity="error" className="mt-2">
          {errorText(feed.error)}
        </Alert>
      ) : !feed.data ? (
        <Skeleton className="mt-2 h-10" />
      ) : current ? (
        <div className="mt-2 space-y-3">
          <div className="flex items-center gap-2">
            <code
              data-testid="feed-url"
              dir="ltr"
              className="min-w-0 flex-1 truncate rounded-md bg-text/5 px-3 py-2 text-sm"
            >
              {feedUrl(current.path)}
            </code>
            <CopyButton text={feedUrl(current.path)} label={t('taxCalendar.feed.label')} />
          </div>
          <p className="text-xs text-text-muted">
            {current.last_used_at
              ? t('taxCalendar.feed.lastUsed', { when: when(current.last_used_at) })
              : t('taxCalendar.feed.neverUsed')}
          </p>
          <Alert severity="warning">{t('taxCalendar.feed.warning')}</Alert>
          <div className="flex flex-wrap gap-2">
            <Button variant="outlined" onClick={renew} loading={busy === 'renew'}>
              {t('taxCalendar.feed.renew')}
            </Button>
            <Button variant="text" color="error" onClick={() => setRevoking(true)}>
              {t('taxCalendar.feed.revoke')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-text-muted">{t('taxCalendar.feed.none')}</p>
          <Button onClick={renew} loading={busy === 'renew'}>
            {t('taxCalendar.feed.create')}
          </Button>
        </div>
      )}
      {revoking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={revoking}
            onClose={() => setRevoking(false)}
            title={t('taxCalendar.feed.confirmRevoke')}
            message={t('taxCalendar.feed.confirmRevokeBody')}
            color="error"
            confirmLabel={t('taxCalendar.feed.revoke')}
            onConfirm={async () => {
              await changes.revoke();
              setRevoking(false);
              toast.success(t('taxCalendar.feed.revoked'));
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
