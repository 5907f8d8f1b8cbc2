import type { MailTexts } from './types';

// French typography: a no-break space (\u00a0) before : ; ? and inside « ».
export const fr: MailTexts = {
  otp: {
    subject: {
      register: 'Votre code d’inscription Portal Pajak',
      reset: 'Votre code de réinitialisation du mot de passe Portal Pajak',
      email_change: 'Confirmez votre nouvelle adresse e-mail Portal Pajak',
    },
    purpose: {
      register: 'terminer votre inscription',
      reset: 'réinitialiser votre mot de passe',
      email_change: 'confirmer votre nouvelle adresse e-mail',
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
  footer: 'Ce message a été envoyé automatiquement par Portal Pajak\u00a0; les réponses ne sont pas lues.',
};
