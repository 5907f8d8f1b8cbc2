import { ForgotPasswordPage, variantPage } from '@/features/auth';

/** /pages/auth/forgot-password-v1: the portal's own screen in the template's v1 layout. */
export default variantPage('v1', ForgotPasswordPage);
