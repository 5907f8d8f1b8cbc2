import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyInput } from '@/components/ui/CurrencyInput';
import { FormField } from '@/components/ui/FormField';
import { MaskedInput } from '@/components/ui/MaskedInput';
import { renderUi } from './render';

const NPWP = '9999 9999 9999 9999';

function ControlledNpwp({ onDigits }: { onDigits: (digits: string) => void }) {
  const [v, setV] = useState('');
  return (
    <FormField label="NPWP">
      <MaskedInput
        mask={NPWP}
        value={v}
        onValueChange={(d) => {
          setV(d);
          onDigits(d);
        }}
      />
    </FormField>
  );
}

type Expose<T extends Record<string, unknown>> = {
  onValid: (v: T) => void;
  expose: (form: UseFormReturn<T>) => void;
};

function NpwpForm({ onValid, expose }: Expose<{ npwp: string }>) {
  const form = useForm<{ npwp: string }>({ defaultValues: { npwp: '0029482015507000' } });
  expose(form);
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <FormField label="NPWP">
        <MaskedInput mask={NPWP} {...form.register('npwp')} />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

function AmountForm({ onValid, expose }: Expose<{ amount: number | null }>) {
  const form = useForm<{ amount: number | null }>({ defaultValues: { amount: 250000 } });
  expose(form);
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <FormField label="Amount">
        <CurrencyInput {...form.register('amount')} />
      </FormField>
      <button type="submit">Pay</button>
    </form>
  );
}

describe('MaskedInput', () => {
  it('shows digit groups while the value stays digits only', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<ControlledNpwp onDigits={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'NPWP' });
    await user.type(input, '00a12-3456789012345678');
    expect(input).toHaveValue('0012 3456 7890 1234');
    expect(onValueChange).toHaveBeenLastCalledWith('0012345678901234');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('backspace after a group separator removes the digit before it', async () => {
    const user = userEvent.setup();
    renderUi(<MaskedInput aria-label="NPWP" mask={NPWP} defaultValue="00123" />);
    const input = screen.getByRole('textbox', { name: 'NPWP' });
    expect(input).toHaveValue('0012 3');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('0012');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('001');
  });

  it('accepts a pasted formatted value and Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<MaskedInput aria-label="NPWP" mask="99.999.999.9-999.999" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'NPWP' });
    await user.click(input);
    await user.paste('٠١.234.567.8-901.000');
    expect(input).toHaveValue('01.234.567.8-901.000');
    expect(onValueChange).toHaveBeenLastCalledWith('012345678901000');
  });

  it('gives react-hook-form digits and follows reset()', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    let form!: UseFormReturn<{ npwp: string }>;
    renderUi(<NpwpForm onValid={onValid} expose={(f) => (form = f)} />);
    const input = screen.getByRole('textbox', { name: 'NPWP' });
    expect(input).toHaveValue('0029 4820 1550 7000');
    await user.clear(input);
    await user.type(input, '1234567890123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid.mock.calls[0][0]).toEqual({ npwp: '1234567890123456' });
    act(() => form.reset({ npwp: '1111222233334444' }));
    expect(input).toHaveValue('1111 2222 3333 4444');
  });
});

describe('CurrencyInput', () => {
  it('reports whole rupiah and groups the amount when the field is left', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(
      <FormField label="Amount">
        <CurrencyInput onValueChange={onValueChange} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1234567');
    expect(onValueChange).toHaveBeenLastCalledWith(1234567);
    await user.tab();
    expect(input).toHaveValue('1.234.567');
    expect(screen.getByText('Rp')).toBeInTheDocument();
    await user.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it("reads a pasted 'Rp 240.000,00' as 240000, not 24,000,000", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<CurrencyInput aria-label="Amount" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(input);
    await user.paste('Rp 240.000,00');
    expect(onValueChange).toHaveBeenLastCalledWith(240000);
    await user.tab();
    expect(input).toHaveValue('240.000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps text that is not an amount, says why, and reports NaN', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(
      <FormField label="Amount">
        <CurrencyInput onValueChange={onValueChange} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '240000.50');
    await user.tab();
    expect(input).toHaveValue('240000.50');
    expect(onValueChange).toHaveBeenLastCalledWith(Number.NaN);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/comma marks the decimals/);
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    await user.clear(input);
    await user.type(input, '240.000,50');
    expect(screen.getByRole('alert')).toHaveTextContent(/whole rupiah/);
    await user.clear(input);
    await user.type(input, '-5');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('accepts two decimals where asked, never three', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<CurrencyInput aria-label="Amount" decimals={2} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '1.234,5');
    expect(onValueChange).toHaveBeenLastCalledWith(1234.5);
    await user.tab();
    expect(input).toHaveValue('1.234,50');
    await user.type(input, '1');
    expect(onValueChange).toHaveBeenLastCalledWith(Number.NaN);
    expect(screen.getByRole('alert')).toHaveTextContent(/two decimals/);
  });

  it('a selection made before focus is left alone: typing replaces the whole amount', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<CurrencyInput aria-label="Amount" defaultValue={10_000_000} onValueChange={onValueChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    input.select();
    act(() => input.focus());
    expect(input).toHaveValue('10.000.000');
    await user.keyboard('15000000');
    expect(onValueChange).toHaveBeenLastCalledWith(15_000_000);
  });

  it('in a react-hook-form form, a digit typed into the grouping regroups; a refused text is kept', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderUi(<AmountForm onValid={onValid} expose={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '5');
    expect(input).toHaveValue('2.500.005');
    await user.type(input, '.5');
    expect(input).toHaveValue('2.500.005.5');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(input).toHaveValue('2.500.005.5');
    expect(onValid.mock.calls[0]?.[0].amount).toBeNaN();
  });

  it('gives react-hook-form a number and follows setValue()', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    let form!: UseFormReturn<{ amount: number | null }>;
    renderUi(<AmountForm onValid={onValid} expose={(f) => (form = f)} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('250.000');
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onValid.mock.calls[0][0]).toEqual({ amount: 2500000 });
    act(() => form.setValue('amount', 75000));
    expect(input).toHaveValue('75.000');
  });
});
