import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { focusRing, inkTone } from './tone';

export type EditableCellProps = {
  /** The stored value, as the input edits it. */
  value: string;
  /** What the cell shows when not editing (default: the value). */
  display?: ReactNode;
  /** Names the button and the input: "Edit email of Budi Santoso". */
  label: string;
  /** The problem with a candidate value, or null when it may be saved. */
  validate?: (value: string) => string | null;
  onCommit: (value: string) => void;
  inputMode?: 'text' | 'numeric' | 'email';
  /** Left-to-right content (NPWP, numbers) kept in order in Arabic. */
  ltr?: boolean;
  /** As the column's cells ("end" for amounts). */
  align?: 'start' | 'end';
};

/**
 * A grid cell the user edits in place: Enter, F2 or a double click opens the input; Enter or
 * leaving it saves when the value is valid (else the input stays, marked invalid, with the
 * message); Escape gives the old value back. Focus returns to the cell afterwards.
 */
export function EditableCell({
  value,
  display,
  label,
  validate,
  onCommit,
  inputMode = 'text',
  ltr,
  align = 'start',
}: EditableCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();

  const close = () => {
    setDraft(null);
    setError(null);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  const commit = () => {
    if (draft === null) return;
    const problem = validate?.(draft) ?? null;
    setError(problem);
    if (problem) return;
    if (draft !== value) onCommit(draft);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (draft === null)
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        onDoubleClick={() => setDraft(value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'F2') {
            e.preventDefault();
            setDraft(value);
          }
        }}
        className={cn(
          '-mx-2 block w-[calc(100%+1rem)] cursor-text truncate rounded px-2 py-1 hover:bg-text/6',
          align === 'end' ? 'text-end' : 'text-start',
          focusRing,
        )}
      >
        {display ?? (ltr ? <bdi dir="ltr">{value}</bdi> : value)}
      </button>
    );

  return (
    <div className="relative">
      <input
        // biome-ignore lint/a11y/noAutofocus: the user asked to edit this cell: the input takes the focus
        autoFocus
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        inputMode={inputMode}
        dir={ltr ? 'ltr' : undefined}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          if (error) setError(validate?.(e.target.value) ?? null);
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
        className={cn(
          '-mx-2 h-9 w-[calc(100%+1rem)] rounded border bg-paper px-2 text-sm text-text outline-none',
          align === 'end' && 'text-end',
          error
            ? 'border-error focus:ring-2 focus:ring-error/30'
            : 'border-primary focus:ring-2 focus:ring-primary/30',
        )}
      />
      {error && (
        <p
          id={errorId}
          role="alert"
          className={cn(
            'absolute start-0 top-full z-30 mt-1 rounded border border-error/60 bg-paper px-2 py-1 text-xs font-medium whitespace-nowrap shadow',
            inkTone.error,
          )}
        >
          {error}
        </p>
      )}
    </div>
  );
}
