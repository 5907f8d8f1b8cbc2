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
  bupotSlip: {
    subject: (number) => `Bukti potong ${number}`,
    intro: 'Anda menerima bukti potong berikut; berkas PDF-nya terlampir.',
    from: 'Pemotong: ',
    number: 'Nomor bukti potong: ',
    period: 'Masa pajak: ',
    pph: 'PPh dipotong: ',
    attached: 'Simpan PDF terlampir bersama dokumen perpajakan Anda.',
  },
  reminders: {
    vaSubject: (nomor) => `Virtual account tagihan ${nomor} kedaluwarsa besok`,
    vaIntro:
      'Virtual account yang Anda buat akan kedaluwarsa dalam kurang dari sehari. Bayar sebelum itu, atau buat yang baru nanti.',
    bill: 'Tagihan: ',
    va: 'Virtual account: ',
    amount: 'Jumlah: ',
    expires: 'Kedaluwarsa: ',
    vaOpen: 'Lihat pembayaran di portal:',
    dueSubject: (nomor) => `Tagihan ${nomor} jatuh tempo tiga hari lagi`,
    dueIntro: 'Salah satu tagihan Anda jatuh tempo tiga hari lagi dan belum dibayar.',
    due: 'Jatuh tempo: ',
    dueOpen: 'Bayar melalui virtual account atau dompet di Daftar Tagihan portal:',
    masaSubject: (period) => `Batas waktu pajak masa ${period} lima hari lagi`,
    masaIntro: {
      payment: 'Batas waktu setor masa pajak ini lima hari lagi dan PPh yang dipotong belum disetor.',
      reporting:
        'Batas waktu lapor SPT Masa PPh Unifikasi masa pajak ini lima hari lagi dan belum dilaporkan.',
    },
    period: 'Masa pajak: ',
    deadline: 'Batas waktu: ',
    issued: 'Bukti potong terbit: ',
    drafts: 'Konsep belum terbit: ',
    masaOpen: 'Buka masa pajak di E-Bupot:',
    settings: 'Pilih pengingat yang dikirim lewat email di pengaturan akun Anda (Notifikasi).',
  },
  footer: 'Email ini dikirim otomatis oleh Portal Pajak; balasan tidak dibaca.',
};
