import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from '@/components/ui/DateInput';
import { displayDate, parseTypedDate } from '@/components/ui/date-picker/dates';
import id from '@/components/ui/locales/id.json';
import { i18nWith } from './i18n';
import { renderUi } from './render';

// The kit's date field: typed day/month/year in every language (never the browser's order),
// or chosen in the lazily loaded calendar by keyboard; the value is "YYYY-MM-DD".

function Controlled({ onChange, min, max }: { onChange: (v: string) => void; min?: string; max?: string }) {
  const [value, setValue] = useState('2026-11-23');
  return (
    <DateInput
      aria-label="Issued"
      value={value}
      min={min}
      max={max}
      onValueChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('DateInput', () => {
  it('reads and writes day/month/year, accepting pasted ISO dates and Arabic-Indic digits', () => {
    expect(displayDate('2026-11-23')).toBe('23/11/2026');
    expect(parseTypedDate('5.1.2027')).toBe('2027-01-05');
    expect(parseTypedDate('2027-01-05')).toBe('2027-01-05');
    expect(parseTypedDate('٠٥/٠١/٢٠٢٧')).toBe('2027-01-05');
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('12/2026')).toBeNull();
  });

  it('commits a typed day once it is whole and allowed; clearing gives an empty value', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} max="2026-12-31" />);
    const input = screen.getByLabelText('Issued');
    expect(input).toHaveValue('23/11/2026');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '05/12/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
    onChange.mockClear();
    await userEvent.clear(input);
    await userEvent.type(input, '05/01/2027');
    // after max: not committed
    expect(onChange).not.toHaveBeenCalledWith('2027-01-05');
  });

  it('opens its calendar by keyboard: the chosen day has focus, arrows move, Enter picks and closes', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    await waitFor(
      () => expect(dialog.querySelector('button:focus')).toHaveAccessibleName(/23 November 2026/),
      {
        timeout: 15_000,
      },
    );
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Issued')).toHaveValue('01/12/2026');
  });

  it("works with react-hook-form's register: reset fills it, submit reads YYYY-MM-DD", async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit, reset } = useForm({ defaultValues: { due: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <DateInput aria-label="Due" {...register('due')} />
          <button type="button" onClick={() => reset({ due: '2026-02-14' })}>
            Fill
          </button>
          <button type="submit">Send</button>
        </form>
      );
    }
    renderUi(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    expect(screen.getByLabelText('Due')).toHaveValue('14/02/2026');
    await userEvent.clear(screen.getByLabelText('Due'));
    await userEvent.type(screen.getByLabelText('Due'), '01/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted.mock.calls[0][0]).toEqual({ due: '2026-03-01' });
  });

  it('speaks Indonesian in Indonesian: placeholder hh/bb/tttt, month names and labels', async () => {
    const { render } = await import('@testing-library/react');
    render(
      <I18nextProvider i18n={i18nWith('id', id)}>
        <DateInput aria-label="Tanggal" defaultValue="2026-08-17" />
        <DateInput aria-label="Kosong" />
      </I18nextProvider>,
    );
    expect(screen.getByLabelText('Kosong')).toHaveAttribute('placeholder', 'hh/bb/tttt');
    expect(screen.getByLabelText('Tanggal')).toHaveValue('17/08/2026');
    await act(async () => screen.getAllByRole('button', { name: 'Pilih tanggal' })[0].click());
    const dialog = await screen.findByRole('dialog', { name: 'Pilih tanggal' });
    await waitFor(() => expect(dialog.querySelector('select')).not.toBeNull(), { timeout: 15_000 });
    expect(dialog.textContent).toMatch(/Agu/);
    expect(dialog.querySelector('button:focus')?.getAttribute('aria-label')).toMatch(/Agustus 2026/);
  });
});
