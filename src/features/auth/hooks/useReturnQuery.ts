import { useSearchParams } from '@/lib/nav';
import { safeReturnUrl } from '@/lib/return-url';

/**
 * '?returnUrl=…' when this screen was opened with a usable one, else ''. Register → OTP → login
 * pass it along, so a visitor who had to create an account still ends on the page they asked for.
 */
export function useReturnQuery(): string {
  const params = useSearchParams();
  const target = safeReturnUrl(params.get('returnUrl'));
  return target === '/' ? '' : `?returnUrl=${encodeURIComponent(target)}`;
}
