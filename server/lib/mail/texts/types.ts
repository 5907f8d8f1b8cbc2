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
  footer: string;
}
