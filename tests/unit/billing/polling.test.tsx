import type { TransaksiStatus, TransaksiStatusAnswer } from '@contract/billing';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStatusPolling } from '@/features/payments/hooks/useStatusPolling';
import { pollDelay } from '@/features/payments/utils/polling';

const answer = (status: TransaksiStatus): TransaksiStatusAnswer => ({
  id: 7,
  status,
  invoice_status: status === 'TERBAYAR' ? 'LUNAS' : 'MENUNGGU',
  paid_at: null,
  expires_at: null,
});

describe('pollDelay', () => {
  it('doubles from 2 s and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 100].map((n) => pollDelay(n))).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000,
    ]);
  });
});

describe('useStatusPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Advances fake time and lets the awaited fetch settle. */
  const advance = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('asks after 2 s, 4 s, 8 s … and hands every answer over', async () => {
    const load = vi.fn(async () => answer('MENUNGGU'));
    const onStatus = vi.fn();
    renderHook(() => useStatusPolling(7, true, onStatus, load));

    await advance(1999);
    expect(load).not.toHaveBeenCalled();
    await advance(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    await advance(3999);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(load).toHaveBeenCalledTimes(2);
    await advance(8000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(onStatus).toHaveBeenCalledTimes(3);
  });

  it('stops after a final status', async () => {
    const statuses: TransaksiStatus[] = ['MENUNGGU', 'TERBAYAR'];
    const load = vi.fn(async () => answer(statuses.shift() ?? 'TERBAYAR'));
    const onStatus = vi.fn();
    renderHook(() => useStatusPolling(7, true, onStatus, load));
    await advance(2000 + 4000);
    expect(onStatus).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'TERBAYAR' }));
    await advance(120_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps polling (with a longer wait) after a failed request', async () => {
    const load = vi
      .fn<(id: number) => Promise<TransaksiStatusAnswer>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(answer('MENUNGGU'));
    const onStatus = vi.fn();
    renderHook(() => useStatusPolling(7, true, onStatus, load));
    await advance(2000);
    expect(onStatus).not.toHaveBeenCalled();
    await advance(4000);
    expect(onStatus).toHaveBeenCalledTimes(1);
  });

  it('stops when closed (unmounted) or inactive', async () => {
    const load = vi.fn(async () => answer('MENUNGGU'));
    const { unmount } = renderHook(() => useStatusPolling(7, true, vi.fn(), load));
    await advance(2000);
    unmount();
    await advance(60_000);
    expect(load).toHaveBeenCalledTimes(1);

    const idle = vi.fn(async () => answer('MENUNGGU'));
    renderHook(() => useStatusPolling(7, false, vi.fn(), idle));
    await advance(60_000);
    expect(idle).not.toHaveBeenCalled();
  });
});
