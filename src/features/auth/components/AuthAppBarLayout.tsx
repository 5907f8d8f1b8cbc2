import { APP_NAME } from '@contract/config';
import { BrandMark } from '@/components/ui/BrandMark';
import { Card } from '@/components/ui/Card';
import { AuthCardBody } from './AuthCard';
import type { AuthLayoutProps } from './auth-frame';

/** The template's 'with AppBar': the centred card under a top bar carrying the brand. */
export function AuthAppBarLayout(props: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 shrink-0 items-center gap-2.5 border-b border-divider bg-paper px-4 sm:px-6">
        <BrandMark className="size-7" />
        <span className="text-lg font-semibold tracking-tight text-text">{APP_NAME}</span>
      </header>
      <div className="flex flex-1 items-center justify-center px-4 py-10 sm:px-6">
        <Card className="w-full max-w-[450px] px-6 py-8 sm:px-10 sm:py-10">
          <AuthCardBody {...props} />
        </Card>
      </div>
    </div>
  );
}
