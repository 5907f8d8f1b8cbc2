import type { SessionInfo } from '@contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useIsolatedT } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { revokeSession, settingsKeys, useSessions } from '../api/settings-api';

/** The account's signed-in devices; any but this one can be signed out. */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const tIsolated = useIsolatedT();
  const queryClient = useQueryClient();
  const apiErrorMessage = useApiErrorMessage();
  const sessions = useSessions();
  const [revoking, setRevoking] = useState<SessionInfo | null>(null);

  const revoke = async (session: SessionInfo) => {
    try {
      await revokeSession(session.id);
    } catch (err) {
      throw new Error(apiErrorMessage(err));
    }
    toast.success(t('settings.sessions.revoked'));
    await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
  };

  return (
    <Card>
      <CardHeader title={t('settings.sessions.title')} subtitle={t('settings.sessions.subtitle')} />
      <CardContent>
        {sessions.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : sessions.isError ? (
          <ErrorState message={apiErrorMessage(sessions.error)} onRetry={() => sessions.refetch()} />
        ) : (
          <ul className="divide-y divide-divider" aria-label={t('settings.sessions.title')}>
            {sessions.data.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
                <Monitor aria-hidden="true" className="size-5 shrink-0 text-text-muted" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    {s.device}
                    {s.current && (
                      <Badge color="success" size="sm">
                        {t('settings.sessions.current')}
                      </Badge>
                    )}
                  </p>
                  <p className="text-xs text-text-muted">
                    {tIsolated(
                      'settings.sessions.detail',
                      { ip: s.ip ?? '—' },
                      { lastSeen: formatDateTime(s.last_seen_at, i18n.language) },
                    )}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    size="sm"
                    variant="outlined"
                    color="error"
                    onClick={() => setRevoking(s)}
                    aria-label={t('settings.sessions.revokeNamed', { device: s.device })}
                  >
                    {t('settings.sessions.revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('settings.sessions.confirmTitle')}
        message={t('settings.sessions.confirmText', { device: revoking?.device ?? '' })}
        confirmLabel={t('settings.sessions.revoke')}
        color="error"
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
      />
    </Card>
  );
}
