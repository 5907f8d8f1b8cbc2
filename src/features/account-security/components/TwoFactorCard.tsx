import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDateTime } from '@/lib/format';
import { accountKeys, useTwoFactorStatus } from '../api/account-api';

import type { Step } from './TwoFactorDialog';

// The dialog (QR code, codes) loads when first opened: the Settings page's first load stays lean.
const TwoFactorDialog = lazy(() => import('./TwoFactorDialog'));

/**
 * Two-factor sign-in with an authenticator app: set up (password → QR code → first code →
 * recovery codes shown once), new recovery codes, turn off (password and a code).
 */
export function TwoFactorCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step | null>(null);
  const close = () => setStep(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });

  return (
    <Card>
      <CardHeader
        title={t('twoFactor.title')}
        subtitle={t('twoFactor.subtitle')}
        action={
          status.data && (
            <Badge color={status.data.enabled ? 'success' : 'secondary'}>
              {t(status.data.enabled ? 'twoFactor.on' : 'twoFactor.off')}
            </Badge>
          )
        }
      />
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <Skeleton className="h-16" />
        ) : status.isError ? (
          <ErrorState onRetry={() => status.refetch()} />
        ) : status.data.enabled ? (
          <>
            <p className="text-sm text-text-muted">
              {t('twoFactor.onSince', {
                date: status.data.enabled_at ? formatDateTime(status.data.enabled_at, i18n.language) : '',
              })}{' '}
              {t('twoFactor.codesLeft', { count: status.data.recovery_codes_left })}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="outlined" onClick={() => setStep({ kind: 'password', purpose: 'codes' })}>
                {t('twoFactor.newCodes')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disable' })}>
                {t('twoFactor.disable')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-text-muted">{t('twoFactor.offText')}</p>
            <div>
              <Button onClick={() => setStep({ kind: 'password', purpose: 'setup' })}>
                {t('twoFactor.setUp')}
              </Button>
            </div>
          </>
        )}
      </CardContent>
      {step && (
        <Suspense fallback={null}>
          <TwoFactorDialog step={step} setStep={setStep} onClose={close} refresh={refresh} />
        </Suspense>
      )}
    </Card>
  );
}
