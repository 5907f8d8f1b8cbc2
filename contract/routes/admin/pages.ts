import type { MenuEntry, MenuGroup, PageDeclaration } from '../types';
import { admin, reads } from './acl';

// Admin-area pages: the template's Pages group: account settings, content pages, auth variants, misc pages (declared in menu order).

export const PAGES_MENU_GROUPS = {
  pages: { title: 'nav.pages', icon: 'file-text', section: 'nav.sectionAppsPages' },
  authPages: { title: 'nav.authPages', group: 'pages' },
  authLogin: { title: 'nav.authLogin', group: 'authPages' },
  authRegister: { title: 'nav.authRegister', group: 'authPages' },
  authForgotPassword: { title: 'nav.authForgotPassword', group: 'authPages' },
  authResetPassword: { title: 'nav.authResetPassword', group: 'authPages' },
} as const satisfies Record<string, MenuGroup>;

/**
 * The template's auth layout variants: the portal's own sign-in, registration and recovery screens
 * (src/features/auth, same forms and server calls) in another layout. Guest screens in the blank
 * layout that open signed out. Their `acl` is there for the menu only: roleOf files an entry with
 * a non-client subject in the admin's menu, which shows it to the admin alone; authGuard false makes
 * the page public, and src/app/BlankSection.tsx checks no ability for a public blank page (RoutePage
 * then gets the default RouteAccessContext, true), so a signed-out visitor opens it. No guestGuard:
 * the admin who opens one from the menu (a new tab of the same session) sees the screen instead of
 * being sent to their home page; signing in there starts a session as /login does.
 */
const authVariant = { ...admin, authGuard: false, guestGuard: false, layout: 'blank' } as const;
const authEntry = (title: MenuEntry['title'], group: string): MenuEntry => ({
  title,
  group,
  section: 'nav.sectionAppsPages',
  newTab: true,
});
const page = (name: string) => `src/features/admin-auth-pages/pages/${name}Page.tsx` as const;

export const PAGES_ROUTES = {
  authLoginV1: {
    path: '/pages/auth/login-v1',
    page: page('LoginV1'),
    title: 'app.titles.authLoginV1',
    ...authVariant,
    menu: authEntry('nav.authLoginV1', 'authLogin'),
  },
  authLoginV2: {
    path: '/pages/auth/login-v2',
    page: page('LoginV2'),
    title: 'app.titles.authLoginV2',
    ...authVariant,
    menu: authEntry('nav.authLoginV2', 'authLogin'),
  },
  authLoginWithAppBar: {
    path: '/pages/auth/login-with-appbar',
    page: page('LoginWithAppBar'),
    title: 'app.titles.authLoginWithAppBar',
    ...authVariant,
    menu: authEntry('nav.authLoginWithAppBar', 'authLogin'),
  },
  authRegisterV1: {
    path: '/pages/auth/register-v1',
    page: page('RegisterV1'),
    title: 'app.titles.authRegisterV1',
    ...authVariant,
    menu: authEntry('nav.authRegisterV1', 'authRegister'),
  },
  authRegisterV2: {
    path: '/pages/auth/register-v2',
    page: page('RegisterV2'),
    title: 'app.titles.authRegisterV2',
    ...authVariant,
    menu: authEntry('nav.authRegisterV2', 'authRegister'),
  },
  // the registration's code step in each layout (the template has none of its own; not in the menu)
  authVerifyOtpV1: {
    path: '/pages/auth/verify-otp-v1',
    page: page('VerifyOtpV1'),
    title: 'app.titles.verifyOtp',
    ...authVariant,
  },
  authVerifyOtpV2: {
    path: '/pages/auth/verify-otp-v2',
    page: page('VerifyOtpV2'),
    title: 'app.titles.verifyOtp',
    ...authVariant,
  },
  authForgotPasswordV1: {
    path: '/pages/auth/forgot-password-v1',
    page: page('ForgotPasswordV1'),
    title: 'app.titles.authForgotPasswordV1',
    ...authVariant,
    menu: authEntry('nav.authForgotPasswordV1', 'authForgotPassword'),
  },
  authForgotPasswordV2: {
    path: '/pages/auth/forgot-password-v2',
    page: page('ForgotPasswordV2'),
    title: 'app.titles.authForgotPasswordV2',
    ...authVariant,
    menu: authEntry('nav.authForgotPasswordV2', 'authForgotPassword'),
  },
  authResetPasswordV1: {
    path: '/pages/auth/reset-password-v1',
    page: page('ResetPasswordV1'),
    title: 'app.titles.authResetPasswordV1',
    ...authVariant,
    menu: authEntry('nav.authResetPasswordV1', 'authResetPassword'),
  },
  authResetPasswordV2: {
    path: '/pages/auth/reset-password-v2',
    page: page('ResetPasswordV2'),
    title: 'app.titles.authResetPasswordV2',
    ...authVariant,
    menu: authEntry('nav.authResetPasswordV2', 'authResetPassword'),
  },

  accountSettings: {
    path: '/pages/account-settings',
    page: 'src/features/admin-account/pages/AccountSettingsPage.tsx',
    title: 'app.titles.accountSettings',
    // the admin's own account (the API behind it serves every signed-in user their own)
    ...admin,
    menu: { title: 'nav.accountSettings', group: 'pages', section: 'nav.sectionAppsPages' },
    search: true,
  },

  // The content pages (issue 20): what clients read at /client/harga, /client/faq and
  // /client/pusat-bantuan, shown as they see it (drafts marked) and edited in place by staff
  // who may update 'content' (src/features/admin-content).
  contentPricing: {
    path: '/pages/pricing',
    page: 'src/features/admin-content/pages/ContentPricingPage.tsx',
    title: 'app.titles.contentPricing',
    ...reads('content'),
    menu: { title: 'nav.pricing', group: 'pages', section: 'nav.sectionAppsPages' },
    search: true,
  },
  contentFaq: {
    path: '/pages/faq',
    page: 'src/features/admin-content/pages/ContentFaqPage.tsx',
    title: 'app.titles.contentFaq',
    ...reads('content'),
    menu: { title: 'nav.faq', group: 'pages', section: 'nav.sectionAppsPages' },
    search: true,
  },
  contentHelpCenter: {
    path: '/pages/knowledge-base',
    page: 'src/features/admin-content/pages/ContentHelpCenterPage.tsx',
    title: 'app.titles.contentHelpCenter',
    ...reads('content'),
    menu: { title: 'nav.helpCenter', group: 'pages', section: 'nav.sectionAppsPages' },
    search: true,
  },
  contentHelpCategory: {
    path: '/pages/knowledge-base/:category',
    page: 'src/features/admin-content/pages/ContentHelpCategoryPage.tsx',
    title: 'app.titles.contentHelpCategory',
    ...reads('content'),
  },
  contentHelpArticle: {
    path: '/pages/knowledge-base/:category/:article',
    page: 'src/features/admin-content/pages/ContentHelpArticlePage.tsx',
    title: 'app.titles.contentHelpArticle',
    ...reads('content'),
  },
} as const satisfies Record<string, PageDeclaration>;
