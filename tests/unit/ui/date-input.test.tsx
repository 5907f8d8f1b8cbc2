import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateInput } from '@/components/ui/DateInput';
import { renderUi } from './render';

// Native date inputs write the browser's order (mm/dd/yyyy in en-US) while the app writes
// "23 Nov 2026": until the localized picker, they carry the interface language and show their
// fields day, month, year.
describe('DateInput', () => {
  it('carries the interface language and puts its fields in the app order', () => {
    renderUi(<DateInput aria-label="Issued" defaultValue="2026-11-23" />);
    const input = screen.getByLabelText('Issued');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('lang', 'en');
    const order = (field: string) =>
      input.className.match(new RegExp(`\\[&::-webkit-datetime-edit-${field}-field\\]:order-(\\d)`))?.[1];
    expect([order('day'), order('month'), order('year')]).toEqual(['1', '2', '3']);
  });
});
