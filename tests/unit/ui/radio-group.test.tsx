import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, type RadioGroupHandle, type RadioOption } from '@/components/ui/RadioGroup';
import { renderUi } from './render';

const KINDS: RadioOption[] = [
  { value: 'npwp', label: 'NPWP' },
  { value: 'nik', label: 'NIK', description: 'Resident identity number' },
  { value: 'tin', label: 'Foreign TIN' },
];

function Kinds({
  initial = 'npwp',
  options = KINDS,
  onBlur,
}: {
  /** '' checks none (still controlled). */
  initial?: string;
  options?: RadioOption[];
  onBlur?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup
        label="Identified by"
        name="kind"
        orientation="horizontal"
        value={value}
        onValueChange={setValue}
        onBlur={onBlur}
        options={options}
      />
      <button type="button">After</button>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('RadioGroup', () => {
  it('is a named radiogroup with required, invalid, hint and error, and described options', () => {
    renderUi(<RadioGroup label="Acts as" required hint="Who signs" error="Choose a role" options={KINDS} />);
    const group = screen.getByRole('radiogroup', { name: 'Acts as' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Who signs Choose a role');
    expect(radio('NIK')).toHaveAccessibleDescription('Resident identity number');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('Tab enters on the checked radio and leaves the group with the next Tab', async () => {
    const user = userEvent.setup();
    renderUi(<Kinds initial="nik" />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(radio('NIK')).toHaveFocus();
    // keyboard focus shows the ring (data-focus drives the outline classes)
    expect(radio('NIK')).toHaveAttribute('data-focus');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('Tab enters on the first radio when none is checked, and Space checks it', async () => {
    const user = userEvent.setup();
    renderUi(<Kinds initial="" />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(radio('NPWP')).toHaveFocus();
    expect(radio('NPWP')).not.toBeChecked();
    await user.keyboard(' ');
    expect(radio('NPWP')).toBeChecked();
  });

  it('arrows move focus and select, wrapping at the ends and skipping a disabled option', async () => {
    const user = userEvent.setup();
    renderUi(<Kinds initial="npwp" options={[KINDS[0], { ...KINDS[1], disabled: true }, KINDS[2]]} />);
    radio('NPWP').focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Foreign TIN')).toHaveFocus();
    expect(radio('Foreign TIN')).toBeChecked();
    expect(radio('NPWP')).not.toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radio('NPWP')).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(radio('Foreign TIN')).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(radio('NPWP')).toHaveFocus();
    expect(radio('NPWP')).toBeChecked();
    expect(radio('NIK')).not.toBeChecked();
    // Home/End are not part of the radio pattern and do nothing, as on native radios
    await user.keyboard('{End}');
    expect(radio('NPWP')).toBeChecked();
  });

  it('mirrors the horizontal arrows in a right-to-left page; up and down keep their meaning', async () => {
    const user = userEvent.setup();
    renderUi(
      <div dir="rtl">
        <Kinds initial="npwp" />
      </div>,
    );
    radio('NPWP').focus();
    await user.keyboard('{ArrowLeft}');
    expect(radio('NIK')).toHaveFocus();
    expect(radio('NIK')).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(radio('NPWP')).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(radio('Foreign TIN')).toHaveFocus();
    expect(radio('Foreign TIN')).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radio('NPWP')).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(radio('Foreign TIN')).toBeChecked();
  });

  it('a click on an option label checks it; a disabled group or option does not change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderUi(
      <RadioGroup
        label="Kind"
        options={[KINDS[0], { ...KINDS[2], disabled: true }]}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByText('NPWP'));
    expect(onValueChange).toHaveBeenLastCalledWith('npwp');
    expect(radio('NPWP')).toBeChecked();
    await user.click(screen.getByText('Foreign TIN'));
    expect(radio('Foreign TIN')).toHaveAttribute('aria-disabled', 'true');
    expect(radio('Foreign TIN')).not.toBeChecked();
    rerender(<RadioGroup label="Kind" disabled options={KINDS} onValueChange={onValueChange} />);
    await user.click(radio('NIK'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('calls onBlur when focus leaves the group, not when it moves between radios', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderUi(<Kinds initial="npwp" onBlur={onBlur} />);
    radio('NPWP').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('submits the chosen value under its name in a native form', async () => {
    const user = userEvent.setup();
    renderUi(
      <form aria-label="f">
        <RadioGroup label="Kind" name="kind" defaultValue="nik" options={KINDS} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'f' }) as HTMLFormElement;
    expect(new FormData(form).get('kind')).toBe('nik');
    await user.click(radio('Foreign TIN'));
    expect(new FormData(form).get('kind')).toBe('tin');
  });

  it('ref.focus() focuses the checked radio (react-hook-form focuses an invalid field this way)', () => {
    const ref = createRef<RadioGroupHandle>();
    renderUi(<RadioGroup ref={ref} label="Kind" value="tin" options={KINDS} />);
    ref.current?.focus();
    expect(radio('Foreign TIN')).toHaveFocus();
  });
});
