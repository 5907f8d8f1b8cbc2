import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** 0 (empty) … 4 (strong). Length counts most; mixing kinds of characters helps. Advice only. */
export function strengthOf(password: string): number {
  if (!password) return 0;
  if (password.length < 8) return 1;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3)) return 4;
  if (password.length >= 12 || kinds >= 3) return 3;
  return 2;
}

const words = ['', 'weak', 'fair', 'good', 'strong'] as const;
const colours = ['', 'bg-error', 'bg-warning', 'bg-info', 'bg-success'];

export function PasswordStrengthHint({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const score = strengthOf(password);
  return (
    <span id={id} className="flex items-center gap-2">
      <span className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn('h-1 flex-1 rounded-full', step <= score ? colours[score] : 'bg-divider')}
          />
        ))}
      </span>
      <span className="text-xs text-text-muted" aria-live="polite">
        {score ? t(`settings.security.strength.${words[score]}`) : t('settings.security.strength.hint')}
      </span>
    </span>
  );
}
