// What other features may use of the auth screens: the pages themselves and the layout variants
// that frame them (the template's /pages/auth/* showcase renders the same pages in each layout).
export { AuthVariant, type AuthVariantName, variantPage } from './components/AuthVariant';
export { default as ForgotPasswordPage } from './pages/ForgotPasswordPage';
export { default as LoginPage } from './pages/LoginPage';
export { default as RegisterPage } from './pages/RegisterPage';
export { default as ResetPasswordPage } from './pages/ResetPasswordPage';
export { default as VerifyOtpPage } from './pages/VerifyOtpPage';
