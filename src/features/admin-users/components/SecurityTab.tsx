import type { UserSessions } from '@contract/admin/users';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '@/components/list-page/useConfirmAction';
import { useLanguageDirection } from '@/components/ui/Bidi';
import { Button } from '@/components/ui/Button';
import { useAbility } from '@/lib/acl';
import { formatDateTime } from '@/lib/format';
import { revokeUserSession, useRefreshUsers, useUserSessions } from '../api/users-api';
import { PagedTable } from './PagedTable';

type Live = UserSessions['data'][number];
type SignIn = UserSessions['sign_ins'][number];

/** Live sessions (each may be ended) and the last sign-ins. */
export function SecurityTab({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const dir = useLanguageDirection();
  const ability = useAbility();
  const sessions = useUserSessions(userId);
  const refresh = useRefreshUsers();
  const [ask, confirmDialog] = useConfirmAction();
  const when = (v: string) => <bdi dir={dir}>{formatDateTime(v, i18n.language)}</bdi>;
  const canRevoke = ability.can('delete', 'users');

  return (
    <div className="space-y-6">
      <PagedTable<Live>
        title={t('users.view.sessions')}
        rows={sessions.data?.data}
        rowKey={(s) => s.id}
        total={sessions.data?.data.length ?? 0}
        page={1}
        onPageChange={() => {}}
        pageSize={1000}
        error={sessions.error}
        columns={[
          { key: 'device', header: t('users.view.device'), cell: (s) => s.device },
          { key: 'ip', header: t('users.view.ip'), cell: (s) => <bdi dir="ltr">{s.ip ?? '–'}</bdi> },
          { key: 'started', header: t('users.view.started'), cell: (s) => when(s.created_at) },
          { key: 'seen', header: t('users.view.lastSeen'), cell: (s) => when(s.last_seen_at) },
          ...(canRevoke
            ? [
                {
                  key: 'end',
                  header: t('users.view.endSession'),
                  end: true,
                  cell: (s: Live) => (
                    <Button
                      size="sm"
                      variant="text"
                      color="error"
                      aria-label={t('users.view.endSessionOf', { device: s.device })}
                      onClick={() =>
                        ask('users.revoke', { device: s.device }, async () => {
                          await revokeUserSession(userId, s.id);
                          await refresh();
                        })
                      }
                    >
                      <LogOut className="size-4" aria-hidden="true" />
                      {t('users.view.endSession')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <PagedTable<SignIn>
        title={t('users.view.signIns')}
        rows={sessions.data?.sign_ins}
        rowKey={(s) => s.at}
        total={sessions.data?.sign_ins.length ?? 0}
        page={1}
        onPageChange={() => {}}
        pageSize={1000}
        error={sessions.error}
        columns={[
          { key: 'at', header: t('users.view.when'), cell: (s) => when(s.at) },
          { key: 'device', header: t('users.view.device'), cell: (s) => s.device },
          { key: 'ip', header: t('users.view.ip'), cell: (s) => <bdi dir="ltr">{s.ip ?? '–'}</bdi> },
        ]}
      />
      {confirmDialog}
    </div>
  );
}
