import { LoginPage, variantPage } from '@/features/auth';

/** /pages/auth/login-with-appbar: the portal's own screen in the template's with-appbar layout. */
export default variantPage('with-appbar', LoginPage);
