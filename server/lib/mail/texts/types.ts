import type { OtpPurpose } from '../../../db/schema';

/** Everything a mail says, in one language (one file a language beside this one). */
export interface MailTexts {
  otp: {
    subject: Record<OtpPurpose, string>;
    /** what the code is for, as it reads after codeFor */
    purpose: Record<OtpPurpose, string>;
    codeFor: (purpose: string) => string;
    validFor: (minutes: number) => string;
    doNotShare: string;
    notYou: string;
  };
  registrationAttempt: { subject: string; lines: string[] };
  emailChanged: { subject: string; changedTo: (email: string) => string; notYou: string };
  /** an admin opened an account: the link to the page that sets the password, and the code */
  invitation: {
    subject: string;
    intro: string;
    openPage: string;
    validFor: (days: number) => string;
    notYou: string;
  };
  /** a bill the admin sent; each label is followed by its value */
  invoiceSent: {
    subject: (nomor: string) => string;
    intro: string;
    number: string;
    amount: string;
    due: string;
    openPage: string;
  };
  /** a bell notification the user chose to get by mail too (issue 20: notification preferences) */
  notification: {
    intro: string;
    openPage: string;
    settings: string;
  };
  /** a message from the service (issue 17): its subject and where to read it, never its body */
  messageReceived: {
    subject: (subject: string) => string;
    intro: string;
    subject_label: string;
    openPage: string;
  };
  /** a withholding slip a client mails to its recipient (issue 21); its PDF is attached */
  bupotSlip: {
    subject: (number: string) => string;
    intro: string;
    from: string;
    number: string;
    period: string;
    pph: string;
    attached: string;
  };
  /** the reminder job (issue 21); each label is followed by its value */
  reminders: {
    vaSubject: (nomor: string) => string;
    vaIntro: string;
    bill: string;
    va: string;
    amount: string;
    expires: string;
    vaOpen: string;
    dueSubject: (nomor: string) => string;
    dueIntro: string;
    due: string;
    dueOpen: string;
    masaSubject: (period: string) => string;
    masaIntro: Record<'payment' | 'reporting', string>;
    period: string;
    deadline: string;
    issued: string;
    drafts: string;
    masaOpen: string;
    settings: string;
  };
  footer: string;
}
