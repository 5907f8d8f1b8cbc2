import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FieldErrors, type Resolver, useForm } from '@/lib/form/useForm';

type Values = { name: string; email: string };

function check(values: Values): ReturnType<Resolver<Values, Values>> {
  const errors: FieldErrors<Values> = {};
  if (!values.name) errors.name = { type: 'required', message: 'name needed' };
  if (!values.email.includes('@')) errors.email = { type: 'validate', message: 'bad email' };
  return errors.name || errors.email ? { errors } : { values };
}

function Demo({ onValid }: { onValid: (values: Values) => Promise<void> }) {
  const { field, errors, handleSubmit, setError, isSubmitting } = useForm({
    defaultValues: { name: '', email: '' },
    resolver: check,
  });
  const submit = handleSubmit(async (values) => {
    await onValid(values);
    setError('email', { type: 'server', message: 'taken' }, { shouldFocus: true });
  });
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" {...field('name')} aria-invalid={Boolean(errors.name)} />
      {errors.name && <p>{errors.name.message}</p>}
      <input aria-label="Email" {...field('email')} />
      {errors.email && <p>{errors.email.message}</p>}
      <button type="submit" disabled={isSubmitting}>
        Send
      </button>
    </form>
  );
}

describe('useForm (the auth screens’ form state)', () => {
  it('checks on submit, focuses the first invalid field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn(async () => {});
    render(<Demo onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('name needed')).toBeInTheDocument();
    expect(screen.getByText('bad email')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('nope');
  });

  it('after a submit, each change checks its field again', async () => {
    const user = userEvent.setup();
    render(<Demo onValid={vi.fn(async () => {})} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Name'), 'Sari');
    expect(screen.queryByText('name needed')).not.toBeInTheDocument();
    expect(screen.getByText('bad email')).toBeInTheDocument();
  });

  it('submits the values; a server error lands on its field and focuses it', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn(async () => {});
    render(<Demo onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), 'Sari');
    await user.type(screen.getByLabelText('Email'), 'sari@example.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Sari', email: 'sari@example.test' });
    expect(await screen.findByText('taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
