import { CHAT_EVENTS, CHAT_PATHS, type ChatMineResponse, type ChatStatusEvent } from '@contract/chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Headset } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { api } from '@/lib/api';
import { useRealtime, useRealtimeState } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { clientEndpoints } from '../chat-api';
import { ChatThread } from '../components/ChatThread';
import { StatusDot } from '../components/StatusDot';
import { useChatThread } from '../useChatThread';

const KEY = ['chat', 'mine'] as const;

/** /client/bantuan: the client's one conversation with the service's staff, live. */
export default function SupportChatPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const mine = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<ChatMineResponse>(CHAT_PATHS.mine, { signal }),
    refetchInterval: 60_000,
  });
  useRealtime<ChatStatusEvent>(CHAT_EVENTS.status, (e) =>
    queryClient.setQueryData<ChatMineResponse>(KEY, (old) => (old ? { ...old, status: e.status } : old)),
  );
  const connection = useRealtimeState();
  const onSent = useCallback(() => {
    if (!mine.data?.conversation) void mine.refetch();
  }, [mine]);
  const thread = useChatThread({
    endpoints: clientEndpoints,
    conversationId: mine.data?.conversation?.id ?? null,
    fromClient: true,
    selfName: user?.nama ?? '',
    onSent,
  });
  const team = t('chat.team');

  return (
    <section
      className="flex h-[calc(100dvh-9rem)] min-h-[28rem] flex-col p-4 sm:p-6"
      data-realtime={connection}
    >
      <PageHeader title={t('chat.title')} subtitle={t('chat.subtitle')} />
      <Card className="flex min-h-0 flex-1 flex-col overflow-hidden">
        <div className="flex items-center gap-3 border-b border-divider px-4 py-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary/15 text-primary">
            <Headset className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold">{team}</h2>
            <p className="text-sm text-text-muted">
              {mine.data ? <StatusDot status={mine.data.status} /> : '\u00a0'}
            </p>
          </div>
          {connection === 'connecting' && (
            <span role="status" className="text-xs text-text-muted">
              {t('chat.reconnecting')}
            </span>
          )}
        </div>
        <ChatThread thread={thread} fromClient otherName={team} label={t('chat.logLabel', { name: team })} />
      </Card>
    </section>
  );
}
