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
  footer: 'Ce message a été envoyé automatiquement par Portal Pajak\u00a0; les réponses ne sont pas lues.',
};
