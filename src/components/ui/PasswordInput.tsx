import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/useT';
import { Input, type InputProps } from './Input';
import { focusRing } from './tone';

export type PasswordInputProps = Omit<InputProps, 'type' | 'end'>;

/** Password input with a show/hide toggle (aria-pressed, translated label). */
export function PasswordInput({ autoComplete = 'current-password', ...props }: PasswordInputProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      end={
        <button
          type="button"
          className={cn('-me-1.5 rounded p-1 text-text-muted hover:text-text', focusRing)}
          aria-label={t('ui.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
