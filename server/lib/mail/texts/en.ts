import type { MailTexts } from './types';

export const en: MailTexts = {
  otp: {
    subject: {
      register: 'Your Portal Pajak registration code',
      reset: 'Your Portal Pajak password reset code',
      email_change: 'Confirm your new Portal Pajak email address',
      invite: 'Your Portal Pajak invitation code',
    },
    purpose: {
      register: 'finish your registration',
      reset: 'reset your password',
      email_change: 'confirm your new email address',
      invite: 'set the password of your new account',
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
  invitation: {
    subject: 'You are invited to Portal Pajak',
    intro: 'An account has been opened for you at Portal Pajak.',
    openPage: 'To choose your password, open this page and enter your email address and the code below:',
    validFor: (days) => `The code is valid for ${days} days.`,
    notYou: 'If you did not expect this invitation, ignore this message.',
  },
  invoiceSent: {
    subject: (nomor) => `New bill ${nomor} from Portal Pajak`,
    intro: 'Portal Pajak has sent you a bill.',
    number: 'Bill number: ',
    amount: 'Amount: ',
    due: 'Due date: ',
    openPage: 'See it and pay by virtual account or wallet under Bills in the portal:',
  },
  notification: {
    intro: 'A notification from Portal Pajak:',
    openPage: 'Open it in the portal:',
    settings: 'Choose which notifications are mailed in your account settings.',
  },
  messageReceived: {
    subject: (subject) => `New message from Portal Pajak: ${subject}`,
    intro: 'Portal Pajak has sent you a message.',
    subject_label: 'Subject: ',
    openPage: 'Read it and reply under Messages in the portal:',
  },
  bupotSlip: {
    subject: (number) => `Withholding slip ${number}`,
    intro: 'You receive the withholding slip (bukti potong) below; the PDF is attached.',
    from: 'Withholder: ',
    number: 'Slip number: ',
    period: 'Tax period: ',
    pph: 'Income tax withheld: ',
    attached: 'Keep the attached PDF with your tax records.',
  },
  reminders: {
    vaSubject: (nomor) => `The virtual account for bill ${nomor} expires tomorrow`,
    vaIntro:
      'A virtual account you made expires in less than a day. Pay it before then, or make a new one later.',
    bill: 'Bill: ',
    va: 'Virtual account: ',
    amount: 'Amount: ',
    expires: 'Expires: ',
    vaOpen: 'See the payment in the portal:',
    dueSubject: (nomor) => `Bill ${nomor} falls due in three days`,
    dueIntro: 'A bill of yours falls due in three days and is not paid yet.',
    due: 'Due date: ',
    dueOpen: 'Pay it by virtual account or wallet under Bills in the portal:',
    masaSubject: (period) => `Tax deadline for period ${period} in five days`,
    masaIntro: {
      payment:
        'The deposit deadline (setor) of this tax period is in five days and its withheld tax is not deposited yet.',
      reporting:
        'The reporting deadline (SPT Masa PPh Unifikasi) of this tax period is in five days and it is not reported yet.',
    },
    period: 'Tax period: ',
    deadline: 'Deadline: ',
    issued: 'Issued slips: ',
    drafts: 'Drafts not issued: ',
    masaOpen: 'Open the period in E-Bupot:',
    settings: 'Choose which reminders are mailed in your account settings (Notifications).',
  },
  footer: 'This message was sent automatically by Portal Pajak; replies are not read.',
};
