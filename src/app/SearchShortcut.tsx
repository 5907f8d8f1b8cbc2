import { useSearchShortcut } from '@/features/search/useSearchShortcut';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { userAtom } from '@/lib/session/atoms';

/**
 * Ctrl+/ for a signed-in user, listened for by the app itself: the search dialog comes with the
 * app chrome, which may still be loading when the first page shows; it opens once it has.
 */
export function SearchShortcut() {
  useSearchShortcut(useAtomSnapshot(userAtom) !== null);
  return null;
}
