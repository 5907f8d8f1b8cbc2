import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '@/features/payments/components/Countdown';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-08-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks down every second and reports the end once', () => {
    const onElapsed = vi.fn();
    render(<Countdown expiresAt="2026-08-21T10:00:03Z" onElapsed={onElapsed} />);
    expect(screen.getByTestId('va-countdown')).toHaveTextContent('0:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('va-countdown')).toHaveTextContent('0:00:02');
    expect(onElapsed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('va-countdown')).toHaveTextContent('0:00:00');
    act(() => vi.advanceTimersByTime(5000));
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });
});
