import type { MailTexts } from './types';

// French typography: a no-break space (\u00a0) before : ; ? and inside « ».
export const fr: MailTexts = {
  otp: {
    subject: {
      register: 'Votre code d’inscription Portal Pajak',
      reset: 'Votre code de réinitialisation du mot de passe Portal Pajak',
      email_change: 'Confirmez votre nouvelle adresse e-mail Portal Pajak',
      invite: 'Votre code d’invitation Portal Pajak',
    },
    purpose: {
      register: 'terminer votre inscription',
      reset: 'réinitialiser votre mot de passe',
      email_change: 'confirmer votre nouvelle adresse e-mail',
      invite: 'définir le mot de passe de votre nouveau compte',
    },
    codeFor: (purpose) => `Votre code pour ${purpose}\u00a0:`,
    validFor: (minutes) => `Valable ${minutes} minutes.`,
    doNotShare: 'Ne le communiquez à personne, pas même au personnel de Portal Pajak.',
    notYou: 'Si vous ne l’avez pas demandé, ignorez ce message.',
  },
  registrationAttempt: {
    subject: 'Tentative d’inscription avec votre adresse e-mail sur Portal Pajak',
    lines: [
      'Quelqu’un vient d’essayer de s’inscrire sur Portal Pajak avec cette adresse e-mail, qui a déjà un compte.',
      'Si c’était vous, connectez-vous simplement\u00a0; si vous avez oublié votre mot de passe, choisissez «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion.',
      'Si ce n’était pas vous, ignorez ce message\u00a0: votre compte n’a pas changé.',
    ],
  },
  emailChanged: {
    subject: 'L’adresse e-mail de votre compte Portal Pajak a été modifiée',
    changedTo: (email) => `L’adresse e-mail de votre compte est désormais ${email}.`,
    notYou: 'Si ce n’était pas vous, contactez-nous immédiatement.',
  },
  invitation: {
    subject: 'Vous êtes invité sur Portal Pajak',
    intro: 'Un compte a été ouvert pour vous sur Portal Pajak.',
    openPage:
      'Pour choisir votre mot de passe, ouvrez cette page et saisissez votre adresse e-mail et le code ci-dessous\u00a0:',
    validFor: (days) => `Le code est valable ${days}\u00a0jours.`,
    notYou: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
  },
  invoiceSent: {
    subject: (nomor) => `Nouvelle facture ${nomor} de Portal Pajak`,
    intro: 'Portal Pajak vous a envoyé une facture.',
    number: 'Numéro de facture : ',
    amount: 'Montant : ',
    due: 'Échéance : ',
    openPage: 'Consultez-la et payez-la par compte virtuel ou portefeuille dans Factures du portail :',
  },
  notification: {
    intro: 'Une notification de Portal Pajak :',
    openPage: 'L’ouvrir dans le portail :',
    settings: 'Choisissez les notifications envoyées par e-mail dans les paramètres de votre compte.',
  },
  messageReceived: {
    subject: (subject) => `Nouveau message de Portal Pajak : ${subject}`,
    intro: 'Portal Pajak vous a envoyé un message.',
    subject_label: 'Objet : ',
    openPage: 'Lisez-le et répondez dans Messages du portail :',
  },
  bupotSlip: {
    subject: (number) => `Attestation de retenue ${number}`,
    intro:
      'Vous recevez l\u2019attestation de retenue à la source (bukti potong) ci-dessous\u00a0; le PDF est joint.',
    from: 'Retenue effectuée par\u00a0: ',
    number: 'Numéro de l\u2019attestation\u00a0: ',
    period: 'Période fiscale\u00a0: ',
    pph: 'Impôt retenu\u00a0: ',
    attached: 'Conservez le PDF joint avec vos documents fiscaux.',
  },
  reminders: {
    vaSubject: (nomor) => `Le compte virtuel de la facture ${nomor} expire demain`,
    vaIntro:
      'Un compte virtuel que vous avez créé expire dans moins d\u2019un jour. Payez avant, ou créez-en un nouveau plus tard.',
    bill: 'Facture\u00a0: ',
    va: 'Compte virtuel\u00a0: ',
    amount: 'Montant\u00a0: ',
    expires: 'Expire le\u00a0: ',
    vaOpen: 'Voir le paiement dans le portail\u00a0:',
    dueSubject: (nomor) => `La facture ${nomor} arrive à échéance dans trois jours`,
    dueIntro: 'Une de vos factures arrive à échéance dans trois jours et n\u2019est pas encore payée.',
    due: 'Échéance\u00a0: ',
    dueOpen: 'Payez-la par compte virtuel ou portefeuille dans Factures du portail\u00a0:',
    masaSubject: (period) => `Échéance fiscale de la période ${period} dans cinq jours`,
    masaIntro: {
      payment:
        'La date limite de versement (setor) de cette période est dans cinq jours et l\u2019impôt retenu n\u2019est pas encore versé.',
      reporting:
        'La date limite de déclaration (SPT Masa PPh Unifikasi) de cette période est dans cinq jours et elle n\u2019est pas encore déclarée.',
    },
    period: 'Période fiscale\u00a0: ',
    deadline: 'Date limite\u00a0: ',
    issued: 'Attestations émises\u00a0: ',
    drafts: 'Brouillons non émis\u00a0: ',
    masaOpen: 'Ouvrir la période dans E-Bupot\u00a0:',
    settings:
      'Choisissez les rappels envoyés par e-mail dans les paramètres de votre compte (Notifications).',
  },
  footer: 'Ce message a été envoyé automatiquement par Portal Pajak\u00a0; les réponses ne sont pas lues.',
};
