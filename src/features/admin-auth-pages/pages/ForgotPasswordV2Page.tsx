import { ForgotPasswordPage, variantPage } from '@/features/auth';

/** /pages/auth/forgot-password-v2: the portal's own screen in the template's v2 layout. */
export default variantPage('v2', ForgotPasswordPage);
