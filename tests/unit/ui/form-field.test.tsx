import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { RadioGroup, radioField } from '@/components/ui/RadioGroup';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { Textarea } from '@/components/ui/Textarea';
import { renderUi } from './render';

function SignupForm({ onValid }: { onValid: (values: unknown) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<{
    email: string;
    password: string;
    agree: boolean;
    notify: boolean;
    kind: string;
    city: string;
  }>({
    defaultValues: { kind: 'badan', city: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <FormField label="Email" error={errors.email?.message}>
        <Input {...register('email', { required: 'Email is required' })} />
      </FormField>
      <FormField label="Password">
        <PasswordInput {...register('password')} />
      </FormField>
      <FormField label="City">
        <Select {...register('city')} placeholder="Choose" options={[{ value: 'bdg', label: 'Bandung' }]} />
      </FormField>
      <Checkbox label="I agree" {...register('agree')} />
      <Switch label="Email me" {...register('notify')} />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            label="Taxpayer"
            {...radioField(field)}
            options={[
              { value: 'orang', label: 'Individual' },
              { value: 'badan', label: 'Entity' },
            ]}
          />
        )}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormField', () => {
  it('shows one message per problem: the error replaces the hint and is linked by aria-describedby', () => {
    renderUi(
      <FormField label="Email" hint="We send the code here" error="Email is required" required>
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(screen.queryByText('We send the code here')).not.toBeInTheDocument();
  });

  it('has no aria-invalid and only the hint when there is no error', () => {
    renderUi(
      <FormField label="Name" hint="As on your KTP">
        <Textarea />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your KTP');
  });

  it('keeps a describedby the control already had', () => {
    renderUi(
      <>
        <p id="extra">Extra</p>
        <FormField label="City" error="Pick a city">
          <Select aria-describedby="extra" options={[{ value: 'jkt', label: 'Jakarta' }]} />
        </FormField>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription('Extra Pick a city');
  });

  it('works with react-hook-form (register with ref as prop, a Controller for the radio group) and shows validation errors', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderUi(<SignupForm onValid={onValid} />);
    expect(screen.getByRole('radio', { name: 'Entity' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(email, 'a@b.id');
    await user.type(screen.getByLabelText('Password'), 'rahasia-123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'bdg');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('switch', { name: 'Email me' }));
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0][0]).toEqual({
      email: 'a@b.id',
      password: 'rahasia-123',
      city: 'bdg',
      agree: true,
      notify: true,
      kind: 'orang',
    });
  });
});

describe('PasswordInput', () => {
  it('toggles visibility with a translated, pressed-state button', async () => {
    const user = userEvent.setup();
    renderUi(
      <FormField label="Password">
        <PasswordInput defaultValue="secret" />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
