import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Autocomplete, type AutocompleteOption } from '@/components/ui/Autocomplete';
import { FileUploader } from '@/components/ui/FileUploader';
import { Listbox } from '@/components/ui/Listbox';
import { PeriodPicker } from '@/components/ui/PeriodPicker';
import { Slider } from '@/components/ui/Slider';
import { Stepper } from '@/components/ui/Stepper';
import { Textarea } from '@/components/ui/Textarea';
import { parseTypedTime } from '@/components/ui/TimeInput';
import { renderUi } from './render';

// Keyboard behaviour of the kit's form primitives added for the forms showcase (issue 19).

function OneSlider({ dir, onChange }: { dir?: 'rtl'; onChange: (v: number) => void }) {
  const [v, setV] = useState(50);
  return (
    <div dir={dir}>
      <Slider
        aria-label="Volume"
        value={v}
        step={5}
        onValueChange={(n) => {
          setV(n);
          onChange(n);
        }}
      />
    </div>
  );
}

describe('Slider', () => {
  it('moves by a step on arrows, ten steps on Page keys, to the ends on Home/End', async () => {
    const onChange = vi.fn();
    renderUi(<OneSlider onChange={onChange} />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuenow', '50');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(thumb).toHaveAttribute('aria-valuenow', '60');
    await userEvent.keyboard('{ArrowLeft}{PageDown}');
    expect(thumb).toHaveAttribute('aria-valuenow', '45');
    await userEvent.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowRight}{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('mirrors left and right in a right-to-left page', async () => {
    renderUi(<OneSlider dir="rtl" onChange={() => {}} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '55');
  });

  it('keeps a range in order, its thumbs named and bounded by each other', async () => {
    function Range() {
      const [v, setV] = useState<[number, number]>([20, 30]);
      return <Slider aria-label={['From', 'To']} value={v} onValueChange={setV} step={10} minDistance={10} />;
    }
    renderUi(<Range />);
    const from = screen.getByRole('slider', { name: 'From' });
    expect(from).toHaveAttribute('aria-valuemax', '20');
    from.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(from).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('slider', { name: 'To' })).toHaveAttribute('aria-valuemin', '30');
  });
});

const BANKS: AutocompleteOption[] = ['BRI', 'BNI', 'BCA', 'Mandiri'].map((b) => ({ value: b, label: b }));

describe('Autocomplete', () => {
  it('filters as one types, picks by arrows and Enter, clears with its button', async () => {
    function One() {
      const [v, setV] = useState<AutocompleteOption | null>(null);
      return <Autocomplete aria-label="Bank" options={BANKS} value={v} onValueChange={setV} />;
    }
    renderUi(<One />);
    const input = screen.getByRole('combobox', { name: 'Bank' });
    await userEvent.type(input, 'b');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BRI', 'BNI', 'BCA']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('BNI');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
  });

  it('keeps several values as chips, Backspace removes the last, disabled options cannot be chosen', async () => {
    const onChange = vi.fn();
    function Many() {
      const [v, setV] = useState<AutocompleteOption[]>([BANKS[0]]);
      return (
        <Autocomplete
          multiple
          aria-label="Banks"
          options={BANKS.map((b) => ({ ...b, disabled: b.value === 'BCA' }))}
          value={v}
          onValueChange={(n) => {
            setV(n);
            onChange(n.map((x) => x.value));
          }}
        />
      );
    }
    renderUi(<Many />);
    const input = screen.getByRole('combobox', { name: 'Banks' });
    await userEvent.type(input, 'man');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['BRI', 'Mandiri']);
    expect(screen.getByRole('button', { name: 'Remove Mandiri' })).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'bc');
    expect(screen.getByRole('option', { name: 'BCA' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(input);
    await userEvent.keyboard('{Escape}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['BRI']);
  });

  it('offers to add typed text when creatable, and shows "+N" past the tag limit until focused', async () => {
    const onChange = vi.fn();
    function Tags() {
      const [v, setV] = useState<AutocompleteOption[]>(BANKS.slice(0, 3));
      return (
        <Autocomplete
          multiple
          creatable
          limitTags={1}
          aria-label="Tags"
          options={BANKS}
          value={v}
          onValueChange={(n) => {
            setV(n);
            onChange(n.map((x) => x.label));
          }}
        />
      );
    }
    renderUi(<Tags />);
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getByText('and 2 more')).toHaveClass('sr-only');
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await userEvent.type(input, 'Urgent');
    expect(screen.queryByText('+2')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Add “Urgent”' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['BRI', 'BNI', 'BCA', 'Urgent']);
  });
});

describe('Listbox', () => {
  it('opens by keyboard, lists groups, skips disabled options, chooses several', async () => {
    const onChange = vi.fn();
    function Taxes() {
      const [v, setV] = useState<string[]>([]);
      return (
        <Listbox
          multiple
          aria-label="Taxes"
          value={v}
          onValueChange={(n) => {
            setV(n);
            onChange(n);
          }}
          options={[
            { value: 'a', label: 'PPh 21', group: 'Withholding' },
            { value: 'b', label: 'PPh 23', group: 'Withholding', disabled: true },
            { value: 'c', label: 'PPN', group: 'VAT' },
          ]}
        />
      );
    }
    renderUi(<Taxes />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('group', { name: 'Withholding' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'VAT' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'PPh 23' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(list).getByRole('option', { name: 'PPh 21' }));
    await userEvent.click(within(list).getByRole('option', { name: 'PPN' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    // several values stay open for more; Escape closes and the button keeps focus
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Taxes' })).toHaveFocus();
  });
});

describe('FileUploader', () => {
  it('refuses files by type, size and count with translated reasons; the input is the keyboard way', async () => {
    function Up() {
      const [files, setFiles] = useState<File[]>([]);
      return (
        <FileUploader
          multiple
          files={files}
          onFilesChange={setFiles}
          accept=".pdf"
          maxSize={10}
          maxFiles={1}
        />
      );
    }
    renderUi(<Up />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.upload(input, [
      new File(['x'], 'a.pdf', { type: 'application/pdf' }),
      new File(['x'], 'b.pdf', { type: 'application/pdf' }),
      new File(['0123456789012'], 'big.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getByRole('alert').textContent).toContain('big.pdf was not added: it is larger than 1 KB.');
    expect(screen.getByRole('alert').textContent).toContain('b.pdf was not added: at most 1 file.');
    expect(screen.getAllByTestId('chosen-file').map((f) => f.textContent)).toEqual(['a.pdf (1 KB)']);
    fireEvent.drop(input.parentElement!, {
      dataTransfer: { files: [new File(['x'], 'c.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe('c.txt was not added: only .pdf files are accepted.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByTestId('chosen-file')).toBeNull();
  });
});

describe('Textarea, Stepper, PeriodPicker, TimeInput', () => {
  it('counts characters against maxLength and links the counter', async () => {
    renderUi(<Textarea aria-label="Reason" showCount maxLength={10} autoGrow />);
    const box = screen.getByRole('textbox', { name: 'Reason' });
    await userEvent.type(box, 'abcdefghi');
    expect(screen.getByText('9 / 10')).toHaveAttribute('aria-live', 'polite');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByText('9 / 10').id);
  });

  it('marks the current, done and failing steps for screen readers', () => {
    renderUi(
      <Stepper
        label="Steps"
        active={1}
        steps={[{ title: 'One' }, { title: 'Two', error: true }, { title: 'Three' }]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('(done)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('(needs attention)');
  });

  it('chooses a month in a grid by arrows (mirrored in Arabic) and Enter', async () => {
    const onChange = vi.fn();
    // the grid opens in a popover at the end of <body>: the page's direction is what counts
    document.documentElement.dir = 'rtl';
    renderUi(<PeriodPicker aria-label="Masa" kind="month" value="2026-05" onValueChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose month' }));
    expect(screen.getByRole('button', { name: 'May 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}{Enter}');
    document.documentElement.dir = '';
    expect(onChange).toHaveBeenCalledWith('2026-09');
  });

  it('reads typed times on the 24-hour clock', () => {
    expect(parseTypedTime('9')).toBe('09:00');
    expect(parseTypedTime('0930')).toBe('09:30');
    expect(parseTypedTime('21.05')).toBe('21:05');
    expect(parseTypedTime('٢١:٠٥')).toBe('21:05');
    expect(parseTypedTime('24:00')).toBeNull();
    expect(parseTypedTime('9:60')).toBeNull();
  });
});
