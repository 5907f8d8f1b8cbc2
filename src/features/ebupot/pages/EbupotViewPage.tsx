import { routePath } from '@contract/routes';
import { ArrowLeft, Ban, FilePenLine, Pencil, Printer, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { isNotFoundError } from '@/components/ui/NotFoundState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiErrorMessage } from '@/lib/errors';
import { useBupot, useDeleteBupot, useIssueBupot } from '../api/bupot';
import { SentLog } from '../bulk/SentLog';
import { AuditTrail } from '../components/AuditTrail';
import { CancelDialog } from '../components/CancelDialog';
import { SlipDocument } from '../components/SlipDocument';
import { StatusBadge } from '../components/StatusBadge';
import '@/components/ui/print-area.css';
import '../components/ebupot-print.css';
import { SlipNotFound } from '../components/SlipNotFound';

const LIST = routePath('ebupotList');

export default function EbupotViewPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const [params, setParams] = useSearchParams();
  const slip = useBupot(id);
  const issue = useIssueBupot();
  const remove = useDeleteBupot();
  const [confirmIssue, setConfirmIssue] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const printed = useRef(false);

  const data = slip.data;
  // "Print" from the list opens this page with ?print=1: print once the slip is on screen.
  useEffect(() => {
    if (!data || printed.current || params.get('print') !== '1') return;
    printed.current = true;
    setParams({}, { replace: true });
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [data, params, setParams]);

  const back = (
    <Link
      to={LIST}
      className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('ebupot.view.back')}
    </Link>
  );

  if (!(Number.isInteger(id) && id > 0) || isNotFoundError(slip.error)) {
    return <SlipNotFound />;
  }

  if (slip.isError) {
    return (
      <section className="p-4 sm:p-6">
        <PageHeader title={t('ebupot.view.title')} before={back} />
        <ErrorState
          message={errorText(slip.error)}
          onRetry={() => slip.refetch()}
          retrying={slip.isFetching}
        />
      </section>
    );
  }

  if (!data) {
    return (
      <section className="p-4 sm:p-6" aria-busy="true">
        <PageHeader title={t('ebupot.view.title')} before={back} />
        <Skeleton className="mx-auto h-[60vh] w-full max-w-[210mm]" />
      </section>
    );
  }

  const edit = routePath('ebupotEdit', { id: data.id });
  const actions = (
    <>
      {data.status !== 'draft' && (
        <Button
          variant="outlined"
          onClick={() => window.print()}
          startIcon={<Printer aria-hidden="true" className="size-4" />}
        >
          {t('ebupot.view.print')}
        </Button>
      )}
      {data.status === 'draft' && (
        <>
          <Button
            variant="text"
            color="error"
            onClick={() => setConfirmDelete(true)}
            startIcon={<Trash2 aria-hidden="true" className="size-4" />}
          >
            {t('ebupot.actions.delete')}
          </Button>
          <ButtonLink
            variant="outlined"
            to={edit}
            startIcon={<Pencil aria-hidden="true" className="size-4" />}
          >
            {t('ebupot.actions.edit')}
          </ButtonLink>
          <Button
            onClick={() => setConfirmIssue(true)}
            startIcon={<Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
          >
            {t('ebupot.actions.issue')}
          </Button>
        </>
      )}
      {data.status === 'issued' && (
        <>
          <ButtonLink
            variant="outlined"
            to={edit}
            startIcon={<FilePenLine aria-hidden="true" className="size-4" />}
          >
            {t('ebupot.actions.correct')}
          </ButtonLink>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setCancelling(true)}
            startIcon={<Ban aria-hidden="true" className="size-4" />}
          >
            {t('ebupot.actions.cancel')}
          </Button>
        </>
      )}
    </>
  );

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        before={back}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {data.number
              ? t('ebupot.view.titleNumber', { number: data.number })
              : t('ebupot.view.titleDraft')}
            <StatusBadge status={data.status} revision={data.revision} />
          </span>
        }
        subtitle={data.recipientName}
        actions={actions}
      />

      {data.versions.length > 1 && (
        <nav
          aria-label={t('ebupot.view.versions')}
          className="mb-4 flex flex-wrap items-center gap-2 text-sm"
        >
          <span className="text-text-muted">{t('ebupot.view.versions')}:</span>
          {data.versions.map((v) =>
            v.id === data.id ? (
              <span key={v.id} aria-current="page" className="rounded bg-primary/12 px-2 py-0.5 font-medium">
                {v.revision === 0 ? t('ebupot.doc.kindNormal') : t('ebupot.revisionShort', { n: v.revision })}
              </span>
            ) : (
              <Link
                key={v.id}
                to={routePath('ebupotView', { id: v.id })}
                className="rounded px-2 py-0.5 underline underline-offset-2"
              >
                {v.revision === 0 ? t('ebupot.doc.kindNormal') : t('ebupot.revisionShort', { n: v.revision })}{' '}
                · {t(`ebupot.status.${v.status}`)}
              </Link>
            ),
          )}
        </nav>
      )}
      {data.status === 'cancelled' && data.cancelReason && (
        <p className="mb-4 text-sm text-text">
          {t('ebupot.view.cancelledBecause', { reason: data.cancelReason })}
        </p>
      )}

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <SlipDocument slip={data} />
        <div className="mx-auto w-full max-w-[210mm] xl:max-w-none">
          <AuditTrail entries={data.audit} />
          <SentLog slip={data} />
        </div>
      </div>

      <ConfirmDialog
        open={confirmIssue}
        onClose={() => setConfirmIssue(false)}
        title={t('ebupot.issue.title')}
        message={t('ebupot.issue.message')}
        confirmLabel={t('ebupot.issue.confirm')}
        cancelLabel={t('ebupot.issue.keep')}
        onConfirm={async () => {
          try {
            const done = await issue.mutateAsync({ id: data.id, signerId: data.signerId });
            toast.success(t('ebupot.issue.done', { number: done.number }));
          } catch (err) {
            throw new Error(errorText(err));
          }
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('ebupot.delete.title')}
        message={t('ebupot.delete.message', { name: data.recipientName })}
        confirmLabel={t('ebupot.delete.confirm')}
        cancelLabel={t('ebupot.delete.keep')}
        color="error"
        onConfirm={async () => {
          try {
            await remove.mutateAsync(data.id);
            toast.success(t('ebupot.delete.done'));
            navigate(LIST);
          } catch (err) {
            throw new Error(errorText(err));
          }
        }}
      />
      <CancelDialog
        slip={cancelling ? data : null}
        onClose={() => setCancelling(false)}
        onDone={() => toast.success(t('ebupot.cancel.done'))}
      />
    </section>
  );
}
