import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/useT';

/** 0 (empty) … 4 (strong): length first, then variety of character kinds. Advice only. */
export function passwordScore(password: string): number {
  if (!password) return 0;
  if (password.length < 8) return 1;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = 2;
  if (password.length >= 12 || kinds >= 3) score = 3;
  if (password.length >= 14 && kinds >= 3) score = 4;
  if (password.length >= 20) score = 4;
  return score;
}

const labels = ['', 'auth.strength.weak', 'auth.strength.fair', 'auth.strength.good', 'auth.strength.strong'];
const colours = ['', 'bg-error', 'bg-warning', 'bg-info', 'bg-success'];

/** A four-step meter with its word, read out politely as it changes. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useT();
  const score = passwordScore(password);
  return (
    <span id={id} className="flex items-center gap-2" aria-live="polite">
      <span className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn('h-1 flex-1 rounded-full', step <= score ? colours[score] : 'bg-divider')}
          />
        ))}
      </span>
      <span className="min-w-16 text-end text-xs text-text-muted">
        {score ? t(labels[score]) : t('auth.strength.hint')}
      </span>
    </span>
  );
}
