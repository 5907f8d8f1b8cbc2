import { jakartaDate } from '@contract/jakarta-time';
import { routePath } from '@contract/routes';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ErrorState } from '@/components/ui/ErrorState';
import { isNotFoundError } from '@/components/ui/NotFoundState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiErrorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useBupot, useBupotSigners, useTaxCodes } from '../api/bupot';
import { SlipForm, type SlipFormMode } from '../components/SlipForm';
import { SlipNotFound } from '../components/SlipNotFound';
import { emptyValues, valuesOf } from '../schemas/form';
import { currentPeriod } from '../utils/period';

const LIST = routePath('ebupotList');

/** /new creates a draft; /:id/edit edits a draft or, for an issued slip, makes its correction (pembetulan). */
export default function EbupotFormPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const { user } = useSession();
  const { id: rawId } = useParams();
  const id = rawId ? Number(rawId) : null;
  const codes = useTaxCodes();
  const signers = useBupotSigners();
  const slip = useBupot(id ?? 0);

  const now = new Date();
  const today = jakartaDate(now);
  const period = currentPeriod(now);
  const mode: SlipFormMode | null =
    id === null
      ? 'new'
      : slip.data?.status === 'draft'
        ? 'edit'
        : slip.data?.status === 'issued'
          ? 'correct'
          : null;
  const title =
    mode === 'correct'
      ? t('ebupot.form.titleCorrect')
      : mode === 'edit'
        ? t('ebupot.form.titleEdit')
        : t('ebupot.form.titleNew');

  const back = (
    <Link
      to={LIST}
      className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-text hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('ebupot.view.back')}
    </Link>
  );
  const failed = codes.error ?? signers.error ?? (id !== null ? slip.error : null);

  if (id !== null && (!(Number.isInteger(id) && id > 0) || isNotFoundError(slip.error))) {
    return <SlipNotFound />;
  }

  let body: React.ReactNode;
  if (failed) {
    body = (
      <ErrorState
        message={errorText(failed)}
        onRetry={() => {
          codes.refetch();
          signers.refetch();
          if (id !== null) slip.refetch();
        }}
      />
    );
  } else if (!codes.data || !signers.data || (id !== null && !slip.data)) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  } else if (mode === null && slip.data) {
    body = (
      <Alert
        severity="warning"
        title={t('ebupot.form.notEditableTitle')}
        action={
          <ButtonLink variant="outlined" to={routePath('ebupotView', { id: slip.data.id })}>
            {t('ebupot.actions.view')}
          </ButtonLink>
        }
      >
        {t('ebupot.form.notEditableBody', { status: t(`ebupot.status.${slip.data.status}`) })}
      </Alert>
    );
  } else {
    const defaultSigner = signers.data.data.find((s) => s.isDefault)?.id ?? signers.data.data[0]?.id ?? null;
    const defaults =
      slip.data && mode !== 'new' ? valuesOf(slip.data) : emptyValues(period, today, defaultSigner);
    body = (
      <SlipForm
        key={`${mode}-${slip.data?.id ?? 'new'}`}
        mode={mode ?? 'new'}
        slip={slip.data}
        defaults={defaults}
        codes={codes.data.data}
        signers={signers.data.data}
        ownNpwp={user?.npwp ?? null}
        today={today}
        currentYear={period.tahun}
      />
    );
  }

  return (
    <section className="mx-auto w-full max-w-5xl p-4 sm:p-6">
      <PageHeader before={back} title={title} subtitle={t('ebupot.form.subtitle')} />
      {body}
    </section>
  );
}
