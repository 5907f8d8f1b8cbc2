import type { CertificateInfo, CertificateStatus } from '@contract/settings';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import type { Tone } from '@/components/ui/tone';
import { formatDate, formatDateTime, formatNpwp } from '@/lib/format';

const statusTone: Record<CertificateStatus, Tone> = {
  AKTIF: 'success',
  AKAN_KEDALUWARSA: 'warning',
  KEDALUWARSA: 'error',
};

export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusTone[status]} data-testid="certificate-status">
      {t(`settings.certificate.status.${status}`)}
    </Badge>
  );
}

function Item({ label, children, ltr = false }: { label: string; children: ReactNode; ltr?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd className="break-words text-sm font-medium" dir={ltr ? 'ltr' : undefined}>
        {children}
      </dd>
    </div>
  );
}

/** The stored certificate: who it is for, who issued it, and how long it stays valid. */
export function CertificateCard({ certificate: c }: { certificate: CertificateInfo }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const tIsolated = useIsolatedT();
  const remaining =
    c.days_left >= 0
      ? t('settings.certificate.daysLeft', { days: c.days_left })
      : t('settings.certificate.expiredAgo', { days: -c.days_left });
  return (
    <Card data-testid="certificate-card">
      <CardHeader
        title={t('settings.certificate.cardTitle')}
        subtitle={c.subject_cn ?? c.subject}
        action={<CertificateStatusBadge status={c.status} />}
      />
      <CardContent>
        <div className="mb-4 flex items-center gap-3 rounded bg-text/4 px-4 py-3">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-text-muted" />
          <p className="text-sm">
            <span className="font-medium" data-testid="certificate-validity">
              {tIsolated(
                'settings.certificate.validRange',
                {},
                { from: formatDate(c.valid_from, lng), to: formatDate(c.valid_to, lng) },
              )}
            </span>{' '}
            <span className="text-text-muted">({remaining})</span>
          </p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={t('settings.certificate.npwp')} ltr>
            {formatNpwp(c.npwp)}
          </Item>
          <Item label={t('settings.certificate.serial')} ltr>
            <span className="font-mono text-xs">{c.serial_number}</span>
          </Item>
          <Item label={t('settings.certificate.subject')} ltr>
            {c.subject}
          </Item>
          <Item label={t('settings.certificate.issuer')} ltr>
            {c.issuer}
          </Item>
          <Item label={t('settings.certificate.fileName')} ltr>
            {c.file_name}
          </Item>
          <Item label={t('settings.certificate.uploaded')}>
            {tIsolated(
              'settings.certificate.uploadedBy',
              {},
              { at: formatDateTime(c.uploaded_at, lng), name: c.uploaded_by?.nama ?? '—' },
            )}
          </Item>
        </dl>
      </CardContent>
    </Card>
  );
}
