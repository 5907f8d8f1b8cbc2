import type { MailTexts } from './types';

export const en: MailTexts = {
  otp: {
    subject: {
      register: 'Your Portal Pajak registration code',
      reset: 'Your Portal Pajak password reset code',
      email_change: 'Confirm your new Portal Pajak email address',
    },
    purpose: {
      register: 'finish your registration',
      reset: 'reset your password',
      email_change: 'confirm your new email address',
    },
    codeFor: (purpose) => `Your code to ${purpose}:`,
    validFor: (minutes) => `Valid for ${minutes} minutes.`,
    doNotShare: 'Do not share it with anyone, Portal Pajak staff included.',
    notYou: 'If you did not ask for it, ignore this message.',
  },
  registrationAttempt: {
    subject: 'Someone tried to register with your email at Portal Pajak',
    lines: [
      'Someone just tried to register at Portal Pajak with this email address, which already has an account.',
      'If it was you, simply sign in; if you forgot your password, choose "Forgot password?" on the sign-in page.',
      'If it was not you, ignore this message: your account has not changed.',
    ],
  },
  emailChanged: {
    subject: 'Your Portal Pajak email address was changed',
    changedTo: (email) => `Your account's email address was changed to ${email}.`,
    notYou: 'If this was not you, contact us at once.',
  },
  footer: 'This message was sent automatically by Portal Pajak; replies are not read.',
};
