import type { MailTexts } from './types';

export const id: MailTexts = {
  otp: {
    subject: {
      register: 'Kode verifikasi pendaftaran Portal Pajak',
      reset: 'Kode atur ulang kata sandi Portal Pajak',
      email_change: 'Kode konfirmasi email baru Portal Pajak',
      invite: 'Kode undangan Portal Pajak Anda',
    },
    purpose: {
      register: 'menyelesaikan pendaftaran',
      reset: 'mengatur ulang kata sandi',
      email_change: 'mengonfirmasi alamat email baru',
      invite: 'mengatur kata sandi akun baru Anda',
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
  invitation: {
    subject: 'Anda diundang ke Portal Pajak',
    intro: 'Sebuah akun telah dibuat untuk Anda di Portal Pajak.',
    openPage: 'Untuk memilih kata sandi, buka halaman ini lalu masukkan alamat email Anda dan kode di bawah:',
    validFor: (days) => `Kode berlaku ${days} hari.`,
    notYou: 'Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
  },
  invoiceSent: {
    subject: (nomor) => `Tagihan baru ${nomor} dari Portal Pajak`,
    intro: 'Portal Pajak mengirimkan tagihan kepada Anda.',
    number: 'Nomor tagihan: ',
    amount: 'Jumlah: ',
    due: 'Jatuh tempo: ',
    openPage: 'Lihat dan bayar melalui virtual account atau dompet di Daftar Tagihan portal:',
  },
  notification: {
    intro: 'Pemberitahuan dari Portal Pajak:',
    openPage: 'Buka di portal:',
    settings: 'Atur email pemberitahuan di Pengaturan akun Anda.',
  },
  messageReceived: {
    subject: (subject) => `Pesan baru dari Portal Pajak: ${subject}`,
    intro: 'Portal Pajak mengirimkan pesan kepada Anda.',
    subject_label: 'Perihal: ',
    openPage: 'Baca dan balas di menu Pesan pada portal:',
  },
  footer: 'Email ini dikirim otomatis oleh Portal Pajak; balasan tidak dibaca.',
};
