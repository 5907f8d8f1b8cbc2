import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from '@/components/list-page/SearchField';

function Harness({ onChange }: { onChange: (q: string) => void }) {
  const [q, setQ] = useState('');
  return (
    <>
      <SearchField
        value={q}
        onChange={(next) => {
          onChange(next);
          setQ(next.trim());
        }}
        label="Search fruits"
        placeholder="Name"
      />
      <button type="button" onClick={() => setQ('')}>
        Clear
      </button>
    </>
  );
}

describe('the list search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports once, 300 ms after the last key', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search fruits' });
    for (const text of ['a', 'ap', 'app']) {
      fireEvent.change(box, { target: { value: text } });
      act(() => vi.advanceTimersByTime(200));
    }
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('app');
  });

  it('keeps a space just typed when the list stores the text trimmed', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search fruits' });
    fireEvent.change(box, { target: { value: 'green ' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledWith('green ');
    expect(box).toHaveValue('green ');
  });

  it('shows a value changed elsewhere (clear filters, back button)', () => {
    render(<Harness onChange={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Search fruits' });
    fireEvent.change(box, { target: { value: 'kiwi' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
  });
});
