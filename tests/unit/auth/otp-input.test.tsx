import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from '@/features/auth/components/OtpInput';

// The sign-in's code boxes. A code typed over a wrong one must land digit by digit, even where
// a new digit equals the one its box already shows: typing it changes nothing in that box, so the
// browser's change never reaches React and, before the fix, the focus stayed in the box and every
// later digit landed one box early (the two-factor e2e's flake: 930373 over 000000 became 933730).

function Boxes({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput value={value} onChange={setValue} label="Code" />
      <output>{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('fills the boxes from the first as digits are typed', async () => {
    const user = userEvent.setup();
    render(<Boxes />);
    await user.click(boxes()[0]);
    await user.keyboard('482019');
    expect(screen.getByRole('status')).toHaveTextContent('482019');
    expect(boxes()[5]).toHaveFocus();
  });

  it('types a new code over an old one where digits repeat in the same box', async () => {
    const user = userEvent.setup();
    render(<Boxes initial="000000" />);
    await user.click(boxes()[0]);
    await user.keyboard('930373');
    expect(screen.getByRole('status')).toHaveTextContent('930373');
    await user.click(boxes()[0]);
    await user.keyboard('900000');
    expect(screen.getByRole('status')).toHaveTextContent('900000');
  });

  it('Backspace in an empty box clears the one before; arrows move between boxes', async () => {
    const user = userEvent.setup();
    render(<Boxes initial="12    " />);
    await user.click(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(screen.getByRole('status').textContent).toBe('1     ');
    await user.keyboard('{ArrowRight}{ArrowRight}7');
    expect(screen.getByRole('status').textContent).toBe('1  7  ');
  });
});
