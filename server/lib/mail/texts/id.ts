import type { MailTexts } from './types';

export const id: MailTexts = {
  otp: {
    subject: {
      register: 'Kode verifikasi pendaftaran Portal Pajak',
      reset: 'Kode atur ulang kata sandi Portal Pajak',
      email_change: 'Kode konfirmasi email baru Portal Pajak',
    },
    purpose: {
      register: 'menyelesaikan pendaftaran',
      reset: 'mengatur ulang kata sandi',
      email_change: 'mengonfirmasi alamat email baru',
    },
    codeFor: (purpose) => `Kode Anda untuk ${purpose}:`,
    validFor: (minutes) => `Berlaku ${minutes} menit.`,
    doNotShare: 'Jangan berikan kode ini kepada siapa pun, termasuk petugas Portal Pajak.',
    notYou: 'Jika Anda tidak memintanya, abaikan email ini.',
  },
  registrationAttempt: {
    subject: 'Percobaan pendaftaran dengan email Anda di Portal Pajak',
    lines: [
      'Seseorang baru saja mencoba mendaftar di Portal Pajak dengan alamat email ini, yang sudah memiliki akun.',
      'Jika itu Anda, cukup masuk; jika lupa kata sandi, pilih "Lupa kata sandi?" di halaman masuk.',
      'Jika bukan Anda, abaikan email ini: akun Anda tidak berubah.',
    ],
  },
  emailChanged: {
    subject: 'Alamat email akun Portal Pajak diubah',
    changedTo: (email) => `Alamat email akun Anda telah diubah menjadi ${email}.`,
    notYou: 'Jika ini bukan Anda, hubungi kami segera.',
  },
  footer: 'Email ini dikirim otomatis oleh Portal Pajak; balasan tidak dibaca.',
};
