import { describe, expect, it } from 'vitest';
import { formatRemaining, groupVaNumber, vaDigits } from '@/features/payments/utils/va';

describe('VA number display', () => {
  it('groups digits by four for reading and copies bare digits', () => {
    expect(groupVaNumber('777770123456789')).toBe('7777 7012 3456 789');
    expect(groupVaNumber('7777 7012-3456')).toBe('7777 7012 3456');
    expect(vaDigits('7777 7012 3456 789')).toBe('777770123456789');
  });
});

describe('formatRemaining', () => {
  it('shows hours, minutes and seconds, never negative', () => {
    expect(formatRemaining(24 * 3600_000)).toBe('24:00:00');
    expect(formatRemaining(23 * 3600_000 + 59 * 60_000 + 12_999)).toBe('23:59:12');
    expect(formatRemaining(61_000)).toBe('0:01:01');
    expect(formatRemaining(-5000)).toBe('0:00:00');
  });
});
