import { QueryClientProvider } from '@tanstack/react-query';
import { GlobalChrome } from '@/layouts/GlobalChrome';
import '@/lib/i18n';
import { queryClient } from './query-client';

/**
 * What lives once for the whole app (toaster, settings sync, search), loaded right after the
 * first page so it stays off the sign-in route's critical path. Shares the app's query client.
 */
export default function ChromeFrame() {
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalChrome />
    </QueryClientProvider>
  );
}
