import { ResetPasswordPage, variantPage } from '@/features/auth';

/** /pages/auth/reset-password-v2: the portal's own screen in the template's v2 layout. */
export default variantPage('v2', ResetPasswordPage);
