import type { ZodType } from 'zod';
import { z } from 'zod';
import {
  auditListResponseSchema,
  permissionListResponseSchema,
  permissionSavedSchema,
  roleChangedSchema,
  roleRowSchema,
  rolesResponseSchema,
} from '../../contract/access/responses';
import { ACCOUNT_PATHS, AVATAR_TYPES } from '../../contract/account';
import {
  accountPreferencesSchema,
  loginStepResponseSchema,
  notificationPreferencesSchema,
  recoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '../../contract/account/responses';
import { ADMIN_PATHS } from '../../contract/admin';
import {
  adminInvoiceAnswerSchema,
  adminInvoiceListAnswerSchema,
  bulkInvoiceAnswerSchema,
} from '../../contract/admin/invoice-responses';
import { ADMIN_INVOICE_PATHS } from '../../contract/admin/invoices';
import {
  adminSummarySchema,
  analyticsDashboardSchema,
  crmDashboardSchema,
  ecommerceDashboardSchema,
  userListResponseSchema,
} from '../../contract/admin/responses';
import {
  userActionSchema,
  userCardSchema,
  userSessionsSchema,
  userSlipsSchema,
} from '../../contract/admin/users';
import { AUTH_PATHS } from '../../contract/auth';
import {
  loginResponseSchema,
  okResponseSchema,
  registerResponseSchema,
  resendResponseSchema,
  sessionsResponseSchema,
  userSchema,
} from '../../contract/auth/responses';
import { BILLING_PATHS } from '../../contract/billing';
import {
  bankInfoListSchema,
  bankListSchema,
  createVaAnswerSchema,
  dashboardAnswerSchema,
  dompetAnswerSchema,
  invoiceAnswerSchema,
  invoiceDetailAnswerSchema,
  invoiceDetailSchema,
  invoiceListAnswerSchema,
  penjualListSchema,
  showVaAnswerSchema,
  testPaymentAnswerSchema,
  transaksiAnswerSchema,
  transaksiListAnswerSchema,
  transaksiStatusAnswerSchema,
  walletPayAnswerSchema,
} from '../../contract/billing/responses';
import { CALENDAR_PATHS } from '../../contract/calendar';
import {
  calendarDeletedSchema,
  calendarFeedSchema,
  calendarItemSchema,
  calendarItemsAnswerSchema,
} from '../../contract/calendar/responses';
import { CHAT_PATHS } from '../../contract/chat';
import {
  chatConversationResponseSchema,
  chatConversationsResponseSchema,
  chatMessagesResponseSchema,
  chatMineResponseSchema,
  chatOkSchema,
  chatReceiptsResponseSchema,
  chatSentResponseSchema,
  chatStatusResponseSchema,
} from '../../contract/chat/responses';
import { CONTENT_KINDS, CONTENT_PATHS } from '../../contract/content';
import {
  adminContentListSchema,
  contentArticleResponseSchema,
  contentItemSchema,
  faqResponseSchema,
  knowledgeBaseResponseSchema,
  pricingResponseSchema,
} from '../../contract/content/responses';
import { DOCUMENT_PATHS } from '../../contract/documents';
import { walletStatementSchema } from '../../contract/documents/responses';
import { EBUPOT_PATHS } from '../../contract/ebupot';
import {
  bupotDeadlinesSchema,
  bupotDeletedSchema,
  bupotDetailSchema,
  bupotListSchema,
  bupotMasaListSchema,
  bupotMasaStatusSchema,
  bupotSignerOptionsSchema,
  kodeObjekPajakListSchema,
} from '../../contract/ebupot/responses';
import { issueBupotSchema } from '../../contract/ebupot/schemas';
import { EBUPOT_BULK_PATHS } from '../../contract/ebupot-bulk';
import {
  bulkEmailResultSchema,
  bulkIssueResultSchema,
  slipEmailLogSchema,
} from '../../contract/ebupot-bulk/responses';
import { EBUPOT_IMPORT_PATHS } from '../../contract/ebupot-import';
import {
  importCommitAnswerSchema,
  importPreviewSchema,
  importRowAnswerSchema,
} from '../../contract/ebupot-import/responses';
import { importCommitSchema } from '../../contract/ebupot-import/schemas';
import { EBUPOT_REPORT_PATHS } from '../../contract/ebupot-report';
import {
  coretaxInvalidSchema,
  depositPaidSchema,
  masaAgendaSchema,
  sptMasaSummarySchema,
  taxDepositSchema,
} from '../../contract/ebupot-report/responses';
import { FORMS_PATHS } from '../../contract/forms';
import { autocompleteAnswerSchema, checkNpwpAnswerSchema } from '../../contract/forms/responses';
import { MAINTENANCE_PATHS } from '../../contract/maintenance';
import { maintenanceStatusSchema } from '../../contract/maintenance/responses';
import { ATTACHMENT_TYPES, CLIENT_MESSAGE_PATHS, MESSAGE_PATHS } from '../../contract/messages';
import {
  attachmentAnswerSchema,
  bulkMessageAnswerSchema,
  clientMessageListSchema,
  deletedDraftSchema,
  draftAnswerSchema,
  messageListSchema,
  messageThreadSchema,
  recipientListSchema,
  sentMessageSchema,
} from '../../contract/messages/responses';
import { REALTIME_PATHS } from '../../contract/realtime';
import { SETTINGS_MESSAGES, SETTINGS_PATHS, SURAT_KUASA_TYPES } from '../../contract/settings';
import {
  certificateResponseSchema,
  efinResponseSchema,
  emailChangeResponseSchema,
  signerDetailResponseSchema,
  signerListResponseSchema,
  signerResponseSchema,
} from '../../contract/settings/responses';
import {
  createCertificateUploadSchema,
  createProfileSchema,
  createSignerPatchSchema,
  createSignerSchema,
} from '../../contract/settings/schemas';
import { SHELL_PATHS } from '../../contract/shell';
import {
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  searchResultsSchema,
} from '../../contract/shell/responses';
import { TABLE_DATA_PATHS } from '../../contract/table-data';
import { tableDataResponseSchema } from '../../contract/table-data/responses';
import { routeOf } from '../routes/route-of';
import { DOCS_PATH, DOCUMENT_PATH } from './docs-page';

// What the API document needs beyond what the routes already say. Request schemas are read
// off the routes' own validators (server/lib/validate.ts); this table gives each mounted route
// its answers (zod schemas of the contract), its summary and group, and the bodies a handler
// parses itself (multipart forms, optional JSON). tests/api/openapi.test.ts checks it against
// the routes the server really mounts, both ways.

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A non-JSON answer: CSV exports, stored documents, the docs page's own files. */
export interface RawAnswer {
  media: readonly string[];
  description: string;
}
export type Answer = ZodType | RawAnswer;

export interface Endpoint {
  method: Method;
  /** Hono pattern relative to /api, from the contract's paths */
  path: string;
  tag: string;
  summary: string;
  /** status → answer; every operation also documents the error shape */
  answers: Record<number, Answer>;
  /** a body the handler reads itself, by media type */
  body?: { media: readonly string[]; schema: ZodType; required: boolean };
  /** a POST/PUT/PATCH that reads no body */
  noBody?: true;
  /** answered without the API key (probes, the docs) */
  public?: true;
}

const JSON_ONLY = ['application/json'] as const;
const JSON_OR_FORM = ['application/json', 'multipart/form-data'] as const;
const m = SETTINGS_MESSAGES;
const binary = (description: string) => z.file().meta({ description });

const csv = (what: string): RawAnswer => ({
  media: ['text/csv'],
  description: `${what} as CSV (UTF-8 with BOM, every matching row in the list's order)`,
});

const pdf = (what: string): RawAnswer => ({
  media: ['application/pdf'],
  description: `${what} as an A4 PDF made on the server (fonts embedded, text selectable)`,
});

/** Endpoints of one group (tag). */
const group = (tag: string, rows: [Method, string, string, Endpoint['answers'], Partial<Endpoint>?][]) =>
  rows.map(
    ([method, path, summary, answers, extra]): Endpoint => ({
      method,
      path,
      tag,
      summary,
      answers,
      ...extra,
    }),
  );

const id = (path: (id: number) => string) => routeOf(path);

/** GET /health and GET /ready (server/routes/health.ts): probes, not the portal's contract. */
const healthSchema = z.object({ status: z.literal('ok'), uptime_s: z.number().int() });
const migrationsSchema = z.object({ known: z.number().int(), pending: z.number().int() });
const readySchema = z.object({ status: z.literal('ready'), migrations: migrationsSchema });
const notReadySchema = z.object({
  status: z.literal('not_ready'),
  error: z.string(),
  code: z.enum(['db_unavailable', 'migrations_pending']),
  migrations: migrationsSchema.optional(),
});

export const ENDPOINTS: readonly Endpoint[] = [
  ...chatEndpoints(),
  ...group('Operations', [
    ['get', '/health', 'The process answers', { 200: healthSchema }, { public: true }],
    [
      'get',
      '/ready',
      'The database answers and has every migration',
      { 200: readySchema, 503: notReadySchema },
      { public: true },
    ],
    [
      'get',
      DOCUMENT_PATH,
      'This OpenAPI document',
      { 200: z.record(z.string(), z.unknown()) },
      { public: true },
    ],
    [
      'get',
      DOCS_PATH,
      'Interactive API documentation (Swagger UI)',
      { 200: { media: ['text/html'], description: 'The docs page' } },
      { public: true },
    ],
    [
      'get',
      `${DOCS_PATH}/start.js`,
      "The docs page's start-up script",
      { 200: { media: ['text/javascript'], description: 'Script' } },
      { public: true },
    ],
    [
      'get',
      `${DOCS_PATH}/:file`,
      "The docs UI's files (swagger-ui-dist)",
      { 200: { media: ['text/css', 'text/javascript', 'image/png'], description: 'A file of the UI' } },
      { public: true },
    ],
  ]),
  ...group('Authentication', [
    [
      'post',
      AUTH_PATHS.register,
      'Register an account (a code is mailed to confirm it)',
      { 200: registerResponseSchema },
    ],
    ['post', AUTH_PATHS.validasi, 'Confirm the email with the mailed code', { 200: okResponseSchema }],
    ['post', AUTH_PATHS.kirimulang, 'Send the confirmation code again', { 200: resendResponseSchema }],
    [
      'post',
      AUTH_PATHS.login,
      'Sign in: answers a bearer token, or a challenge when the account has two-factor on',
      { 200: z.union([loginResponseSchema, loginStepResponseSchema]) },
    ],
    ['post', AUTH_PATHS.forgotPassword, 'Mail a code to reset the password', { 200: okResponseSchema }],
    ['post', AUTH_PATHS.resetPassword, 'Set a new password with the mailed code', { 200: okResponseSchema }],
    ['get', AUTH_PATHS.profile, 'The signed-in account', { 200: userSchema }],
    ['get', AUTH_PATHS.logout, 'Sign out (ends this session)', { 200: okResponseSchema }],
    ['post', AUTH_PATHS.changePassword, 'Change the password; other sessions end', { 200: okResponseSchema }],
    ['get', AUTH_PATHS.sessions, "The caller's live sessions, newest first", { 200: sessionsResponseSchema }],
    ['delete', `${AUTH_PATHS.sessions}/:id`, 'End one of the caller’s sessions', { 200: okResponseSchema }],
  ]),
  ...group('Account', [
    [
      'post',
      AUTH_PATHS.loginTwoFactor,
      "Sign-in's second step: the challenge and a code from the app or a recovery code",
      { 200: loginResponseSchema },
    ],
    ['get', ACCOUNT_PATHS.twoFactor, 'Whether two-factor sign-in is on', { 200: twoFactorStatusSchema }],
    [
      'post',
      ACCOUNT_PATHS.twoFactorSetup,
      'A new authenticator secret (in force once enabled)',
      { 200: twoFactorSetupResponseSchema },
    ],
    [
      'post',
      ACCOUNT_PATHS.twoFactorEnable,
      'Turn two-factor on with a first code; answers the recovery codes once',
      { 200: recoveryCodesResponseSchema },
    ],
    ['post', ACCOUNT_PATHS.twoFactorDisable, 'Turn two-factor off', { 200: okResponseSchema }],
    [
      'post',
      ACCOUNT_PATHS.recoveryCodes,
      'New recovery codes (the old ones stop working)',
      { 200: recoveryCodesResponseSchema },
    ],
    [
      'get',
      ACCOUNT_PATHS.notifications,
      'Per event type: mail and bell, or bell only',
      { 200: notificationPreferencesSchema },
    ],
    ['put', ACCOUNT_PATHS.notifications, 'Save notification choices', { 200: notificationPreferencesSchema }],
    ['get', ACCOUNT_PATHS.preferences, 'Language, time zone, avatar', { 200: accountPreferencesSchema }],
    ['put', ACCOUNT_PATHS.preferences, 'Save language and time zone', { 200: accountPreferencesSchema }],
    [
      'get',
      ACCOUNT_PATHS.avatar,
      "The caller's avatar",
      { 200: { media: AVATAR_TYPES, description: 'The image' } },
    ],
    [
      'put',
      ACCOUNT_PATHS.avatar,
      'Store an avatar (PNG, JPEG or WebP, at most 200 KB): a form with `file`, or the raw image',
      { 200: accountPreferencesSchema },
      {
        body: {
          media: ['multipart/form-data', ...AVATAR_TYPES],
          schema: z.object({ file: binary('The image') }),
          required: true,
        },
      },
    ],
    ['delete', ACCOUNT_PATHS.avatar, 'Remove the avatar', { 200: accountPreferencesSchema }],
  ]),
  ...group('Shell', [
    ['get', SHELL_PATHS.search, 'Search pages and records (Ctrl+/)', { 200: searchResultsSchema }],
    [
      'get',
      SHELL_PATHS.notifications,
      'Latest notifications and the unread count',
      { 200: notificationsResponseSchema },
    ],
    [
      'post',
      SHELL_PATHS.notificationsReadAll,
      'Mark every notification read',
      { 200: notificationsReadResponseSchema },
      { noBody: true },
    ],
    [
      'post',
      id(SHELL_PATHS.notificationRead),
      'Mark one notification read',
      { 200: notificationsReadResponseSchema },
      { noBody: true },
    ],
  ]),
  ...group('Maintenance', [
    [
      'get',
      MAINTENANCE_PATHS.status,
      'Whether maintenance mode is on, and what clients are told',
      { 200: maintenanceStatusSchema },
    ],
    [
      'put',
      MAINTENANCE_PATHS.status,
      'Switch maintenance mode on or off (admin)',
      { 200: maintenanceStatusSchema },
    ],
  ]),
  ...group('Admin', [
    ['get', ADMIN_PATHS.users, 'Every account (admin)', { 200: userListResponseSchema }],
    ['get', ADMIN_PATHS.summary, "The admin home's figures", { 200: adminSummarySchema }],
    [
      'get',
      TABLE_DATA_PATHS.data,
      "The data-grid showcase's demo taxpayers: search, sort, pages (admin)",
      { 200: tableDataResponseSchema },
    ],
    [
      'get',
      FORMS_PATHS.autocomplete,
      "The autocomplete showcase's suggestions: tax object codes and countries (admin)",
      { 200: autocompleteAnswerSchema },
    ],
    [
      'post',
      FORMS_PATHS.checkNpwp,
      "Whether an NPWP is already a client's, for the form-validation showcase (admin)",
      { 200: checkNpwpAnswerSchema },
    ],
    ['get', ADMIN_PATHS.dashboardCrm, 'Dashboard: the clients', { 200: crmDashboardSchema }],
    [
      'get',
      ADMIN_PATHS.dashboardAnalytics,
      'Dashboard: sign-ins and withholding slips',
      { 200: analyticsDashboardSchema },
    ],
    [
      'get',
      ADMIN_PATHS.dashboardEcommerce,
      'Dashboard: billing and payments',
      { 200: ecommerceDashboardSchema },
    ],
    ['get', ADMIN_PATHS.roles, 'Roles with their users and permissions', { 200: rolesResponseSchema }],
    ['post', ADMIN_PATHS.roles, 'Create a staff role', { 201: roleRowSchema }],
    ['put', id(ADMIN_PATHS.role), 'Change a staff role', { 200: roleRowSchema }],
    ['delete', id(ADMIN_PATHS.role), 'Delete a staff role', { 200: okResponseSchema }],
    ['get', ADMIN_PATHS.permissions, 'List permissions', { 200: permissionListResponseSchema }],
    ['post', ADMIN_PATHS.permissions, 'Create a permission', { 201: permissionSavedSchema }],
    ['put', id(ADMIN_PATHS.permission), 'Change a permission', { 200: permissionSavedSchema }],
    ['delete', id(ADMIN_PATHS.permission), 'Delete a permission', { 200: okResponseSchema }],
    ['get', ADMIN_PATHS.audit, 'The audit log, newest first', { 200: auditListResponseSchema }],
    ['put', id(ADMIN_PATHS.userRole), "Change an account's role", { 200: roleChangedSchema }],
    [
      'post',
      ADMIN_PATHS.addUser,
      'Invite a person (an account and a mail to set the password)',
      { 201: userActionSchema },
    ],
    ['delete', ADMIN_PATHS.deleteUser, 'Delete an account', { 200: userActionSchema }],
    ['get', id(ADMIN_PATHS.user), "An account's profile card", { 200: userCardSchema }],
    ['put', id(ADMIN_PATHS.user), 'Change an account', { 200: userActionSchema }],
    [
      'post',
      id(ADMIN_PATHS.userSuspend),
      'Suspend an account (its sessions end)',
      { 200: userActionSchema },
      { noBody: true },
    ],
    [
      'post',
      id(ADMIN_PATHS.userReactivate),
      'Reactivate a suspended account',
      { 200: userActionSchema },
      { noBody: true },
    ],
    [
      'post',
      id(ADMIN_PATHS.userResetPassword),
      'End the sessions and mail a reset code',
      { 200: userActionSchema },
      { noBody: true },
    ],
    [
      'get',
      id(ADMIN_PATHS.userSessions),
      "An account's live sessions and last sign-ins",
      { 200: userSessionsSchema },
    ],
    [
      'delete',
      ADMIN_PATHS.userSession(':id', ':sessionId'),
      "End one of an account's sessions",
      { 200: userActionSchema },
    ],
    ['get', id(ADMIN_PATHS.userSlips), "An account's withholding slips", { 200: userSlipsSchema }],
    [
      'get',
      id(ADMIN_PATHS.userBills),
      "A client's bills as the client lists them (needs 'read invoices' too)",
      { 200: invoiceListAnswerSchema },
    ],
    [
      'get',
      id(ADMIN_PATHS.userPayments),
      "A client's payments as the client lists them (needs 'read payments' too)",
      { 200: transaksiListAnswerSchema },
    ],
    [
      'get',
      id(ADMIN_PATHS.userWallet),
      "A client's wallet balance and ledger (needs 'read payments' too)",
      { 200: dompetAnswerSchema },
    ],
  ]),
  ...group('Invoice app', [
    [
      'get',
      ADMIN_INVOICE_PATHS.list,
      "Every client's bills, drafts included",
      { 200: adminInvoiceListAnswerSchema },
    ],
    ['get', ADMIN_INVOICE_PATHS.csv, 'Export the bills', { 200: csv('Bills') }],
    [
      'post',
      ADMIN_INVOICE_PATHS.list,
      'Create a bill (a draft, or sent at once)',
      { 201: adminInvoiceAnswerSchema },
    ],
    ['patch', ADMIN_INVOICE_PATHS.bulk, 'Send or cancel several bills', { 200: bulkInvoiceAnswerSchema }],
    [
      'get',
      id(ADMIN_INVOICE_PATHS.one),
      'One bill with its lines and payments',
      { 200: adminInvoiceAnswerSchema },
    ],
    ['put', id(ADMIN_INVOICE_PATHS.one), 'Change a draft', { 200: adminInvoiceAnswerSchema }],
    [
      'patch',
      id(ADMIN_INVOICE_PATHS.send),
      'Send a draft (Daftar Tagihan, a notification and a mail)',
      { 200: adminInvoiceAnswerSchema },
      { noBody: true },
    ],
    [
      'patch',
      id(ADMIN_INVOICE_PATHS.cancel),
      'Cancel a bill nothing was paid on',
      { 200: adminInvoiceAnswerSchema },
      { noBody: true },
    ],
    ['post', id(ADMIN_INVOICE_PATHS.payments), 'Record a manual payment', { 201: adminInvoiceAnswerSchema }],
  ]),
  ...group('Billing', [
    ['get', BILLING_PATHS.penjual, 'Sellers a bill may name', { 200: penjualListSchema }],
    ['get', BILLING_PATHS.invoicesCsv, 'Export bills', { 200: csv('Bills') }],
    ['get', BILLING_PATHS.invoices, 'List bills', { 200: invoiceListAnswerSchema }],
    ['post', BILLING_PATHS.invoices, 'Issue a bill to a client (admin)', { 201: invoiceDetailAnswerSchema }],
    ['get', id(BILLING_PATHS.invoice), 'One bill with its payments', { 200: invoiceDetailSchema }],
    ['delete', id(BILLING_PATHS.invoice), 'Cancel a bill', { 200: invoiceAnswerSchema }],
    ['get', BILLING_PATHS.listbank, 'Banks', { 200: bankListSchema }],
    [
      'get',
      BILLING_PATHS.informasibank,
      'Banks with a virtual account and how to pay',
      { 200: bankInfoListSchema },
    ],
    [
      'post',
      BILLING_PATHS.createbriva,
      'Make (or answer the pending) virtual account of a bill',
      { 200: createVaAnswerSchema, 201: createVaAnswerSchema },
    ],
    ['get', id(BILLING_PATHS.showbriva), 'One payment (virtual account)', { 200: showVaAnswerSchema }],
    [
      'get',
      id(BILLING_PATHS.getstatus),
      "A payment's status (for polling)",
      { 200: transaksiStatusAnswerSchema },
    ],
    [
      'post',
      BILLING_PATHS.testPayment,
      'Sandbox bank: pay a virtual account',
      { 200: testPaymentAnswerSchema },
    ],
    ['get', BILLING_PATHS.transaksisCsv, 'Export payments', { 200: csv('Payments') }],
    ['get', BILLING_PATHS.transaksis, 'List payments', { 200: transaksiListAnswerSchema }],
    ['delete', id(BILLING_PATHS.transaksi), 'Cancel a pending payment', { 200: transaksiAnswerSchema }],
    [
      'delete',
      BILLING_PATHS.pembayaranDelete,
      "Cancel a pending payment (the original's form)",
      { 200: transaksiAnswerSchema },
    ],
    ['get', BILLING_PATHS.dompet, 'Wallet balance and ledger', { 200: dompetAnswerSchema }],
    [
      'post',
      BILLING_PATHS.dompetTopup,
      'Top up the wallet (makes a bill to pay by VA)',
      { 201: invoiceDetailAnswerSchema },
    ],
    ['post', BILLING_PATHS.dompetPay, 'Pay a bill from the wallet', { 200: walletPayAnswerSchema }],
    ['get', BILLING_PATHS.dashboard, "The client's dashboard figures", { 200: dashboardAnswerSchema }],
  ]),
  ...group('Documents', [
    [
      'get',
      id(DOCUMENT_PATHS.slipPdf),
      'The official withholding slip (Indonesian)',
      { 200: pdf('The slip') },
    ],
    [
      'get',
      id(DOCUMENT_PATHS.invoiceReceipt),
      "A paid bill's receipt (kuitansi)",
      { 200: pdf('The receipt') },
    ],
    [
      'get',
      id(DOCUMENT_PATHS.paymentReceipt),
      "A paid payment's receipt (kuitansi)",
      { 200: pdf('The receipt') },
    ],
    [
      'get',
      DOCUMENT_PATHS.walletStatement,
      'The wallet statement of a period, with running balance',
      { 200: walletStatementSchema },
    ],
    ['get', DOCUMENT_PATHS.walletStatementCsv, 'The wallet statement', { 200: csv('The statement') }],
    ['get', DOCUMENT_PATHS.walletStatementPdf, 'The wallet statement', { 200: pdf('The statement') }],
    ['get', id(DOCUMENT_PATHS.adminInvoicePdf), 'A bill of the invoice app', { 200: pdf('The bill') }],
  ]),
  ...group('E-Bupot', [
    ['get', EBUPOT_PATHS.codes, 'Tax object codes', { 200: kodeObjekPajakListSchema }],
    ['get', EBUPOT_PATHS.slips, 'List withholding slips', { 200: bupotListSchema }],
    [
      'get',
      EBUPOT_PATHS.deadlines,
      "A masa's payment and reporting deadlines",
      { 200: bupotDeadlinesSchema },
    ],
    ['get', EBUPOT_PATHS.exportCsv, 'Export slips', { 200: csv('Slips') }],
    ['get', EBUPOT_PATHS.signers, 'Signers a slip may name', { 200: bupotSignerOptionsSchema }],
    ['get', id(EBUPOT_PATHS.slip), 'One slip with its audit trail and versions', { 200: bupotDetailSchema }],
    ['post', EBUPOT_PATHS.slips, 'Create a draft slip', { 201: bupotDetailSchema }],
    ['put', id(EBUPOT_PATHS.slip), 'Change a draft slip', { 200: bupotDetailSchema }],
    ['delete', id(EBUPOT_PATHS.slip), 'Delete a draft slip', { 200: bupotDeletedSchema }],
    [
      'post',
      id(EBUPOT_PATHS.issue),
      'Issue a draft slip (numbered and signed)',
      { 200: bupotDetailSchema },
      { body: { media: JSON_ONLY, schema: issueBupotSchema, required: false } },
    ],
    ['post', id(EBUPOT_PATHS.correct), 'Correct an issued slip (pembetulan)', { 201: bupotDetailSchema }],
    ['post', id(EBUPOT_PATHS.cancel), 'Cancel an issued slip', { 200: bupotDetailSchema }],
    ['get', EBUPOT_PATHS.masaStates, "Each masa's SPT Masa state in a year", { 200: bupotMasaListSchema }],
    ['post', EBUPOT_PATHS.masaReport, "Mark a masa's SPT Masa reported", { 200: bupotMasaStatusSchema }],
    [
      'post',
      EBUPOT_PATHS.masaCorrection,
      'Open a correction of a reported masa',
      { 200: bupotMasaStatusSchema },
    ],
    [
      'get',
      EBUPOT_REPORT_PATHS.summary,
      "A masa's SPT Masa PPh Unifikasi summary with its deposits",
      { 200: sptMasaSummarySchema },
    ],
    ['get', EBUPOT_REPORT_PATHS.agenda, 'Masas still to deposit or report', { 200: masaAgendaSchema }],
    // bulk actions on the slip list (issue 21): a result per slip for issue and email
    [
      'post',
      EBUPOT_BULK_PATHS.issue,
      'Issue the chosen drafts (a result per slip)',
      { 200: bulkIssueResultSchema },
    ],
    [
      'get',
      EBUPOT_BULK_PATHS.zip,
      "One zip of the chosen slips' PDFs",
      { 200: { media: ['application/zip'], description: 'A zip holding one PDF per chosen slip' } },
    ],
    [
      'post',
      EBUPOT_BULK_PATHS.email,
      "Mail each chosen issued slip's PDF to its recipient (a result per slip)",
      { 200: bulkEmailResultSchema },
    ],
    ['get', id(EBUPOT_BULK_PATHS.emails), "A slip's mails to its recipient", { 200: slipEmailLogSchema }],
    // the spreadsheet import (issue 21): a preview checked row by row, then drafts all or none
    [
      'get',
      EBUPOT_IMPORT_PATHS.template('xlsx'),
      'The empty import template (xlsx)',
      {
        200: {
          media: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
          description: "DJP's e-Bupot Unifikasi layout, with a REF sheet of the accepted codes",
        },
      },
    ],
    [
      'get',
      EBUPOT_IMPORT_PATHS.template('csv'),
      'The empty import template (CSV)',
      { 200: csv('The header') },
    ],
    [
      'post',
      EBUPOT_IMPORT_PATHS.imports,
      'Upload an xlsx or CSV: every row checked with the slip rules',
      { 201: importPreviewSchema },
      {
        body: {
          media: ['multipart/form-data'],
          schema: z.object({ file: binary('The .xlsx or CSV file (at most 2.5 MB and 5,000 rows)') }),
          required: true,
        },
      },
    ],
    [
      'get',
      routeOf(EBUPOT_IMPORT_PATHS.import, ':id{[0-9]+}'),
      "An import's preview",
      { 200: importPreviewSchema },
    ],
    [
      'patch',
      EBUPOT_IMPORT_PATHS.row(':id{[0-9]+}' as unknown as number, ':line{[0-9]+}' as unknown as number),
      'Change cells of one row of an import (checked again)',
      { 200: importRowAnswerSchema },
    ],
    [
      'post',
      routeOf(EBUPOT_IMPORT_PATHS.commit, ':id{[0-9]+}'),
      'Create the valid rows as drafts, all or none',
      { 201: importCommitAnswerSchema },
      { body: { media: JSON_ONLY, schema: importCommitSchema, required: false } },
    ],
    [
      'get',
      EBUPOT_REPORT_PATHS.coretax,
      "A masa's issued slips as Coretax XML (BPPU or BPNR)",
      {
        200: { media: ['application/xml'], description: 'The Coretax import file (BpuBulk or BPNRBulk)' },
        422: coretaxInvalidSchema,
      },
    ],
    [
      'post',
      EBUPOT_REPORT_PATHS.deposit,
      'Make a kode billing for what a KAP-KJS of a masa still has to deposit',
      {
        201: z.object({ deposit: taxDepositSchema, created: z.literal(true) }),
        200: z.object({ deposit: taxDepositSchema, created: z.literal(false) }),
      },
    ],
    [
      'post',
      EBUPOT_REPORT_PATHS.depositPay,
      'Pay a kode billing in the sandbox (answers its NTPN)',
      { 200: depositPaidSchema },
    ],
  ]),
  ...group('Settings', [
    [
      'put',
      SETTINGS_PATHS.profile,
      'Change the profile',
      { 200: userSchema },
      { body: { media: JSON_OR_FORM, schema: createProfileSchema(m), required: true } },
    ],
    [
      'post',
      SETTINGS_PATHS.emailChange,
      'Mail a code to the new email address',
      { 200: emailChangeResponseSchema },
    ],
    ['post', SETTINGS_PATHS.emailChangeConfirm, 'Confirm the new email with the code', { 200: userSchema }],
    [
      'post',
      SETTINGS_PATHS.signersSpt,
      'Add a signer (JSON; a proxy needs the form with its document)',
      { 201: signerResponseSchema },
      { body: { media: JSON_OR_FORM, schema: createSignerSchema(m), required: true } },
    ],
    [
      'put',
      id(SETTINGS_PATHS.signerSpt),
      'Change a signer',
      { 200: signerResponseSchema },
      { body: { media: JSON_OR_FORM, schema: createSignerPatchSchema(m), required: true } },
    ],
    ['get', SETTINGS_PATHS.signers, 'List signers', { 200: signerListResponseSchema }],
    [
      'post',
      SETTINGS_PATHS.signers,
      'Add a signer, with its power of attorney (surat_kuasa_file)',
      { 201: signerResponseSchema },
      {
        body: {
          media: JSON_OR_FORM,
          schema: withFile(createSignerSchema(m), 'surat_kuasa_file'),
          required: true,
        },
      },
    ],
    ['get', id(SETTINGS_PATHS.signer), 'One signer', { 200: signerDetailResponseSchema }],
    [
      'put',
      id(SETTINGS_PATHS.signer),
      'Change a signer, or replace its power of attorney',
      { 200: signerResponseSchema },
      {
        body: {
          media: JSON_OR_FORM,
          schema: withFile(createSignerPatchSchema(m), 'surat_kuasa_file'),
          required: true,
        },
      },
    ],
    [
      'get',
      id(SETTINGS_PATHS.suratKuasa),
      "Download a signer's power of attorney",
      { 200: { media: SURAT_KUASA_TYPES, description: 'The stored document' } },
    ],
    ['get', SETTINGS_PATHS.efin, 'The EFIN (masked)', { 200: efinResponseSchema }],
    ['put', SETTINGS_PATHS.efin, 'Save the EFIN', { 200: efinResponseSchema }],
    [
      'get',
      SETTINGS_PATHS.certificate,
      "The electronic certificate's details",
      { 200: certificateResponseSchema },
    ],
    [
      'post',
      SETTINGS_PATHS.certificate,
      'Upload the electronic certificate (.p12/.pfx) with its passphrase',
      { 201: certificateResponseSchema },
      {
        body: {
          media: ['multipart/form-data'],
          schema: withFile(createCertificateUploadSchema(m), 'file', true),
          required: true,
        },
      },
    ],
  ]),
  ...group('Calendar', [
    [
      'get',
      CALENDAR_PATHS.items,
      'Own events, tax deadlines, holidays and bill due dates in a range of dates',
      { 200: calendarItemsAnswerSchema },
    ],
    ['post', CALENDAR_PATHS.events, 'Add an event', { 201: calendarItemSchema }],
    ['put', id(CALENDAR_PATHS.event), 'Change, move or resize an event', { 200: calendarItemSchema }],
    ['delete', id(CALENDAR_PATHS.event), 'Delete an event', { 200: calendarDeletedSchema }],
    [
      'get',
      CALENDAR_PATHS.export,
      'The same items as an iCalendar file',
      { 200: { media: ['text/calendar'], description: 'iCalendar (RFC 5545)' } },
    ],
    [
      'get',
      CALENDAR_PATHS.feed,
      'The subscribable feed address (null when none)',
      { 200: calendarFeedSchema },
    ],
    [
      'post',
      CALENDAR_PATHS.feed,
      'A new secret feed address (the old one stops working)',
      { 201: calendarFeedSchema },
      { noBody: true },
    ],
    ['delete', CALENDAR_PATHS.feed, 'Revoke the feed address', { 200: calendarFeedSchema }],
    [
      'get',
      '/calendar/feed/:file',
      'The feed, by its secret address ({token}.ics) alone: no API key or session (rate-limited)',
      { 200: { media: ['text/calendar'], description: 'iCalendar (RFC 5545)' } },
      { public: true },
    ],
  ]),
  ...messageEndpoints(),
  ...contentEndpoints(),
];

/** The content pages (issue 20): readers' views and the admin's items of each kind. */
function contentEndpoints(): Endpoint[] {
  const P = CONTENT_PATHS;
  const ok = z.object({ ok: z.literal(true) });
  const order = z.object({ ids: z.array(z.number().int()) });
  return group('Content pages', [
    ['get', P.pricing, "Published pricing plans, in the reader's language", { 200: pricingResponseSchema }],
    [
      'get',
      P.faqs,
      'Published FAQ by category; q searches questions and answers',
      { 200: faqResponseSchema },
    ],
    [
      'get',
      P.knowledgeBase,
      'Published knowledge-base categories and articles; q searches titles and bodies',
      { 200: knowledgeBaseResponseSchema },
    ],
    [
      'get',
      P.articlePattern,
      'One published article and its category',
      { 200: contentArticleResponseSchema },
    ],
    ...CONTENT_KINDS.flatMap((kind): [Method, string, string, Endpoint['answers']][] => [
      [
        'get',
        P.admin(kind),
        `Every ${kind} item, drafts and all languages (staff: read content)`,
        { 200: adminContentListSchema },
      ],
      ['post', P.admin(kind), `A new ${kind} item (staff: create content)`, { 201: contentItemSchema }],
      [
        'put',
        P.adminOrder(kind),
        `The new order of one list of ${kind} (staff: update content)`,
        { 200: order },
      ],
      [
        'patch',
        P.adminItem(kind, ':id'),
        `Change a ${kind} item (staff: update content)`,
        { 200: contentItemSchema },
      ],
      ['delete', P.adminItem(kind, ':id'), `Delete a ${kind} item (staff: delete content)`, { 200: ok }],
    ]),
  ]);
}

/** POST multipart { file } of the mail and the chat (declarations: ENDPOINTS above runs first). */
function attachmentUpload() {
  return {
    body: {
      media: ['multipart/form-data'] as const,
      schema: z.object({ file: binary('The file (pdf, png, jpg, txt, csv, xlsx, docx; at most 2 MB)') }),
      required: true,
    },
  };
}
/** A downloaded attachment (mail or chat). */
function attachmentFile() {
  return {
    media: [...new Set(Object.values(ATTACHMENT_TYPES))],
    description: 'The stored file (to those its message was for only)',
  };
}

/** The Email app (staff) and the client's Pesan page (issue 17). */
function messageEndpoints(): Endpoint[] {
  /** Message paths take numeric ids only (their siblings are named: bulk, drafts, …). */
  const msgId = (path: (id: number) => string) => routeOf(path, ':id{[0-9]+}');
  const P = MESSAGE_PATHS;
  const C = CLIENT_MESSAGE_PATHS;
  return group('Messages', [
    [
      'get',
      P.list,
      "The caller's messages in a folder, with unread counts (staff)",
      { 200: messageListSchema },
    ],
    ['post', P.list, 'Send a message to clients and/or staff (staff)', { 201: sentMessageSchema }],
    [
      'patch',
      P.bulk,
      'Mark read/unread, star, move, label or delete messages (staff)',
      { 200: bulkMessageAnswerSchema },
    ],
    ['get', P.recipients, 'Clients and staff by name, email or NPWP (staff)', { 200: recipientListSchema }],
    ['post', P.drafts, 'Save a new draft (staff)', { 201: draftAnswerSchema }],
    ['get', msgId(P.draft), 'One draft (staff)', { 200: draftAnswerSchema }],
    ['put', msgId(P.draft), 'Save a draft as typed (staff)', { 200: draftAnswerSchema }],
    ['delete', msgId(P.draft), 'Discard a draft (staff)', { 200: deletedDraftSchema }],
    [
      'post',
      P.attachments,
      'Upload an attachment (staff)',
      { 201: attachmentAnswerSchema },
      attachmentUpload(),
    ],
    ['get', msgId(P.attachment), 'Download an attachment (staff)', { 200: attachmentFile() }],
    ['get', msgId(P.one), 'One message with its thread; marks it read (staff)', { 200: messageThreadSchema }],
    ['get', C.list, 'What the service sent the client, or what they wrote', { 200: clientMessageListSchema }],
    ['post', C.list, 'A client writes to the service', { 201: sentMessageSchema }],
    [
      'post',
      C.attachments,
      'Upload an attachment (client)',
      { 201: attachmentAnswerSchema },
      attachmentUpload(),
    ],
    ['get', msgId(C.attachment), 'Download an attachment (client)', { 200: attachmentFile() }],
    [
      'get',
      msgId(C.one),
      'One message with its thread; marks it read (client)',
      { 200: messageThreadSchema },
    ],
  ]);
}

/** A form body: the fields' schema and an uploaded file beside them. */
function withFile(fields: ZodType, name: string, required = false): ZodType {
  const file = binary('The uploaded file');
  return z.intersection(fields, z.object({ [name]: required ? file : file.optional() }));
}

/** The real-time event stream and the support chat (issue 17). */
function chatEndpoints(): Endpoint[] {
  const P = CHAT_PATHS;
  return [
    ...group('Events', [
      [
        'get',
        REALTIME_PATHS.stream,
        "The caller's real-time events (Server-Sent Events; resumes after Last-Event-ID)",
        {
          200: { media: ['text/event-stream'], description: 'ready, then events as they happen; heartbeats' },
        },
      ],
    ]),
    ...group('Chat', [
      [
        'get',
        P.mine,
        "The client's conversation (null before the first message) and the service's status",
        { 200: chatMineResponseSchema },
      ],
      [
        'get',
        P.mineMessages,
        "The client's messages by cursor (marks the staff's delivered)",
        { 200: chatMessagesResponseSchema },
      ],
      [
        'post',
        P.mineMessages,
        'Write to the service (once per client_key)',
        { 201: chatSentResponseSchema, 200: chatSentResponseSchema },
      ],
      [
        'put',
        P.mineReceipts,
        'The client received / read up to a message',
        { 200: chatReceiptsResponseSchema },
      ],
      ['post', P.mineTyping, 'The client is typing', { 200: chatOkSchema }, { noBody: true }],
      [
        'post',
        P.mineAttachments,
        "Upload an attachment for the client's next message (mail's types and size)",
        { 201: attachmentAnswerSchema },
        attachmentUpload(),
      ],
      [
        'get',
        id(P.mineAttachment),
        "Download an attachment of the client's conversation",
        { 200: attachmentFile() },
      ],
      [
        'get',
        P.conversations,
        'Conversations with their client, last message and unread count (staff)',
        { 200: chatConversationsResponseSchema },
      ],
      [
        'get',
        id(P.conversation),
        'One conversation with its receipts (staff)',
        { 200: chatConversationResponseSchema },
      ],
      [
        'get',
        id(P.conversationMessages),
        "A conversation's messages by cursor (staff)",
        { 200: chatMessagesResponseSchema },
      ],
      [
        'post',
        id(P.conversationMessages),
        'Reply to the client (staff; once per client_key)',
        { 201: chatSentResponseSchema, 200: chatSentResponseSchema },
      ],
      [
        'put',
        id(P.conversationReceipts),
        'Staff received / read up to a message',
        { 200: chatReceiptsResponseSchema },
      ],
      ['post', id(P.conversationTyping), 'A staff member is typing', { 200: chatOkSchema }, { noBody: true }],
      [
        'post',
        P.attachments,
        'Upload an attachment for a reply (staff)',
        { 201: attachmentAnswerSchema },
        attachmentUpload(),
      ],
      [
        'get',
        id(P.attachment),
        'Download an attachment of any conversation (staff)',
        { 200: attachmentFile() },
      ],
      ['get', P.status, "The caller's own chat status (staff)", { 200: chatStatusResponseSchema }],
      ['put', P.status, "Set the caller's chat status (staff)", { 200: chatStatusResponseSchema }],
    ]),
  ];
}
