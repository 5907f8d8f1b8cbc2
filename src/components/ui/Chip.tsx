import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { focusRing, inkTone, softTone, type Tone } from './tone';

export type ChipProps = {
  children: ReactNode;
  color?: Tone;
  icon?: ReactNode;
  /** Shows a remove button (labelled "Remove <label>"). */
  onRemove?: () => void;
  /** Text used in the remove button's label when children is not plain text. */
  removeLabel?: string;
  className?: string;
};

/** Rounded label, optionally removable (filters, selected values). */
export function Chip({ children, color = 'secondary', icon, onRemove, removeLabel, className }: ChipProps) {
  const { t } = useTranslation();
  const name = removeLabel ?? (typeof children === 'string' ? children : '');
  return (
    <span
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded-full ps-3 text-[13px] font-medium',
        onRemove ? 'pe-1' : 'pe-3',
        softTone[color],
        inkTone[color],
        className,
      )}
    >
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('ui.remove', { name })}
          className={cn('rounded-full p-0.5 hover:bg-text/10', focusRing)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </span>
  );
}
