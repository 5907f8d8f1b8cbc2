import { AuthCardBody } from './AuthCard';
import type { AuthLayoutProps } from './auth-frame';

/**
 * The template's v2: an illustration on the start side (wide screens only), the form on a plain
 * panel at the end. The picture is decorative, an SVG of about 1 KB in a light and a dark version
 * with its size given, so nothing moves when it arrives.
 */
export function AuthSplitLayout(props: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh">
      <div className="hidden flex-1 items-center justify-center bg-primary/10 p-10 lg:flex">
        <img
          src="/images/auth/sign-in-light.svg"
          alt=""
          width={480}
          height={400}
          className="h-auto w-full max-w-[480px] dark:hidden"
        />
        <img
          src="/images/auth/sign-in-dark.svg"
          alt=""
          width={480}
          height={400}
          className="hidden h-auto w-full max-w-[480px] dark:block"
        />
      </div>
      <div className="flex w-full items-center justify-center bg-paper px-6 py-10 sm:px-12 lg:max-w-[480px]">
        <div className="w-full max-w-[400px]">
          <AuthCardBody {...props} />
        </div>
      </div>
    </div>
  );
}
