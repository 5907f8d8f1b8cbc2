import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientEndpoints } from '@/features/support/chat-api';
import { useChatThread } from '@/features/support/useChatThread';

// Typing is said at most once in 2 s; sending a message starts that over, since the message ends
// the other side's indicator: a quick next message must show it again at once.

const calls = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), put: vi.fn() }));
vi.mock('@/lib/api', async (original) => ({
  ...(await original<typeof import('@/lib/api')>()),
  api: calls,
}));
vi.mock('@/lib/realtime', () => ({ RESYNC: 'resync', useRealtime: () => undefined }));

const typingPosts = () => calls.post.mock.calls.filter(([path]) => path === clientEndpoints.typing).length;

describe('useChatThread typing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    calls.get.mockResolvedValue({ messages: [], more: false, receipts: null });
    calls.post.mockImplementation(async (path: string, body?: { body: string; client_key: string }) =>
      path === clientEndpoints.typing
        ? { ok: true }
        : {
            message: {
              id: 1,
              conversation_id: 7,
              from_client: true,
              sender_name: 'Klien',
              body: body?.body ?? '',
              created_at: new Date().toISOString(),
              client_key: body?.client_key,
              attachments: [],
            },
          },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('says typing once in 2 s, and again at once after a message is sent', async () => {
    const { result } = renderHook(() =>
      useChatThread({ endpoints: clientEndpoints, conversationId: 7, fromClient: true, selfName: 'Klien' }),
    );
    act(() => result.current.notifyTyping());
    act(() => result.current.notifyTyping());
    expect(typingPosts()).toBe(1);
    vi.advanceTimersByTime(2100);
    act(() => result.current.notifyTyping());
    expect(typingPosts()).toBe(2);

    await act(() => result.current.send('Halo'));
    // well within 2 s of the last one
    vi.advanceTimersByTime(300);
    act(() => result.current.notifyTyping());
    expect(typingPosts()).toBe(3);
  });
});
