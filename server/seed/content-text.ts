import type {
  ArticleText,
  CategoryText,
  ContentIcon,
  FaqText,
  PlanData,
  PlanText,
} from '../../contract/content';

// The content pages' first text (issue 20), in Indonesian and English: the service's plans, the
// questions clients ask about bills, virtual accounts, E-Bupot and their account, and how-to
// articles. French and Arabic readers get English with a "not yet in your language" note until
// the admin writes theirs. Facts follow the portal's rules (../../contract/billing.ts,
// ../../contract/ebupot.ts) and ../shared/domain.

type Pair<T> = { id: T; en: T };

export const PLANS: { data: PlanData; text: Pair<PlanText> }[] = [
  {
    data: { monthly_price: 0, annual_monthly_price: 0, popular: false },
    text: {
      id: {
        title: 'Dasar',
        subtitle: 'Untuk wajib pajak perorangan dan usaha kecil yang baru mulai.',
        benefits: [
          '10 tagihan per bulan',
          '20 bukti potong E-Bupot per bulan',
          '1 penandatangan SPT',
          'Pembayaran lewat virtual account BRI',
          'Bantuan lewat email',
        ],
      },
      en: {
        title: 'Basic',
        subtitle: 'For individual taxpayers and small businesses getting started.',
        benefits: [
          '10 bills a month',
          '20 E-Bupot withholding slips a month',
          '1 SPT signer',
          'Payment by BRI virtual account',
          'Help by email',
        ],
      },
    },
  },
  {
    data: { monthly_price: 249_000, annual_monthly_price: 199_000, popular: true },
    text: {
      id: {
        title: 'Bisnis',
        subtitle: 'Untuk perusahaan yang memotong PPh setiap bulan.',
        benefits: [
          '200 tagihan per bulan',
          '500 bukti potong E-Bupot per bulan',
          '5 penandatangan SPT',
          'Virtual account semua bank dan dompet',
          'Ekspor CSV daftar tagihan dan bukti potong',
          'Obrolan dengan tim layanan pada jam kerja',
        ],
      },
      en: {
        title: 'Business',
        subtitle: 'For companies that withhold income tax every month.',
        benefits: [
          '200 bills a month',
          '500 E-Bupot withholding slips a month',
          '5 SPT signers',
          'Virtual accounts of every bank, and the wallet',
          'CSV export of bills and slips',
          'Chat with the service team in office hours',
        ],
      },
    },
  },
  {
    data: { monthly_price: 990_000, annual_monthly_price: 790_000, popular: false },
    text: {
      id: {
        title: 'Korporat',
        subtitle: 'Untuk grup usaha dan konsultan pajak dengan banyak klien.',
        benefits: [
          'Tagihan dan bukti potong tanpa batas',
          'Penandatangan SPT tanpa batas',
          'Peran staf dengan hak akses sendiri',
          'Log audit setiap perubahan',
          'Akses API dengan kunci sendiri',
          'Bantuan prioritas, dijawab dalam 4 jam kerja',
        ],
      },
      en: {
        title: 'Enterprise',
        subtitle: 'For business groups and tax consultants with many clients.',
        benefits: [
          'Unlimited bills and slips',
          'Unlimited SPT signers',
          'Staff roles with their own permissions',
          'Audit log of every change',
          'API access with your own key',
          'Priority help, answered within 4 office hours',
        ],
      },
    },
  },
];

type Faq = Pair<FaqText>;
const qa = (idQ: string, idA: string, enQ: string, enA: string): Faq => ({
  id: { question: idQ, answer: idA },
  en: { question: enQ, answer: enA },
});

export const FAQ: { icon: ContentIcon; text: Pair<CategoryText>; questions: Faq[] }[] = [
  {
    icon: 'user',
    text: {
      id: { title: 'Akun', subtitle: 'Pendaftaran, kata sandi dan keamanan masuk' },
      en: { title: 'Account', subtitle: 'Registration, password and sign-in security' },
    },
    questions: [
      qa(
        'Bagaimana cara mendaftar?',
        '<p>Pilih <strong>Daftar</strong> di halaman masuk, isi nama, email, nomor telepon dan kata sandi. Kami mengirim <strong>kode sekali pakai</strong> ke email Anda; masukkan kode itu untuk mengaktifkan akun.</p>',
        'How do I register?',
        '<p>Choose <strong>Register</strong> on the sign-in page and give your name, email, phone number and a password. We send a <strong>one-time code</strong> to your email; enter it to activate the account.</p>',
      ),
      qa(
        'Saya lupa kata sandi. Apa yang harus saya lakukan?',
        '<p>Pilih <strong>Lupa kata sandi</strong> di halaman masuk dan masukkan email akun Anda. Kami mengirim kode untuk membuat kata sandi baru. Sesi lain di perangkat lain akan diakhiri.</p>',
        'I forgot my password. What do I do?',
        '<p>Choose <strong>Forgot password</strong> on the sign-in page and enter your account email. We send a code to set a new password. Your sessions on other devices are ended.</p>',
      ),
      qa(
        'Bagaimana cara mengaktifkan verifikasi dua langkah?',
        '<p>Buka <strong>Pengaturan</strong>, bagian keamanan, lalu pindai kode QR dengan aplikasi autentikator. Simpan kode pemulihan di tempat aman: kode itu satu-satunya jalan masuk jika ponsel Anda hilang.</p>',
        'How do I turn on two-factor authentication?',
        '<p>Open <strong>Settings</strong>, the security part, and scan the QR code with an authenticator app. Keep the recovery codes somewhere safe: they are the only way in if you lose your phone.</p>',
      ),
    ],
  },
  {
    icon: 'receipt',
    text: {
      id: { title: 'Tagihan dan pembayaran', subtitle: 'Status tagihan, dompet dan pembatalan' },
      en: { title: 'Bills and payment', subtitle: 'Bill statuses, the wallet and cancelling' },
    },
    questions: [
      qa(
        'Apa arti status tagihan saya?',
        '<ul><li><strong>Belum dibayar</strong>: tagihan belum dibayar dan belum lewat jatuh tempo.</li><li><strong>Jatuh tempo</strong>: belum dibayar dan sudah lewat tanggal jatuh tempo; masih bisa dibayar.</li><li><strong>Menunggu</strong>: ada virtual account aktif yang menunggu pembayaran dari bank.</li><li><strong>Lunas</strong>: sudah dibayar.</li><li><strong>Dibatalkan</strong>: tagihan dibatalkan.</li></ul>',
        'What do the statuses of my bills mean?',
        '<ul><li><strong>Unpaid</strong>: not paid yet and not past its due date.</li><li><strong>Overdue</strong>: not paid and past its due date; it can still be paid.</li><li><strong>Waiting</strong>: an active virtual account is waiting for the bank’s payment.</li><li><strong>Paid</strong>: the bill is settled.</li><li><strong>Cancelled</strong>: the bill was cancelled.</li></ul>',
      ),
      qa(
        'Bisakah saya membayar tagihan dari saldo dompet?',
        '<p>Bisa. Jika saldo dompet cukup, pilih <strong>Bayar dari dompet</strong> pada tagihan: tagihan langsung lunas tanpa virtual account. Isi saldo dompet lewat virtual account mulai Rp10.000.</p>',
        'Can I pay a bill from my wallet balance?',
        '<p>Yes. When the wallet holds enough, choose <strong>Pay from wallet</strong> on the bill: it is paid at once, without a virtual account. Top the wallet up by virtual account from Rp10,000.</p>',
      ),
      qa(
        'Bagaimana cara membatalkan tagihan?',
        '<p>Tagihan yang belum dibayar bisa dibatalkan dari halaman tagihan. Jika tagihan sedang <strong>Menunggu</strong>, batalkan dulu virtual account-nya di halaman Pembayaran. Tagihan yang sudah lunas tidak bisa dibatalkan.</p>',
        'How do I cancel a bill?',
        '<p>An unpaid bill can be cancelled from its page. When the bill is <strong>Waiting</strong>, cancel its virtual account on the Payments page first. A paid bill cannot be cancelled.</p>',
      ),
    ],
  },
  {
    icon: 'landmark',
    text: {
      id: { title: 'Virtual account', subtitle: 'Membayar lewat BRIVA dan bank lain' },
      en: { title: 'Virtual accounts', subtitle: 'Paying by BRIVA and other banks' },
    },
    questions: [
      qa(
        'Berapa lama virtual account berlaku?',
        '<p>Virtual account berlaku <strong>24 jam</strong> sejak dibuat; waktu berakhirnya tampil di halaman pembayaran. Setelah itu statusnya menjadi <strong>Kadaluarsa</strong> dan tagihan kembali bisa dibayar dengan virtual account baru.</p>',
        'How long is a virtual account valid?',
        '<p>A virtual account is valid for <strong>24 hours</strong> from its creation; the payment page shows when it ends. After that its status becomes <strong>Expired</strong> and the bill can be paid with a new virtual account.</p>',
      ),
      qa(
        'Bisakah saya membayar BRIVA dari bank lain?',
        '<p>Bisa, lewat transfer antarbank ke nomor virtual account dengan kode bank BRI <strong>002</strong> di depannya. Bayar <strong>tepat sebesar</strong> jumlah tagihan; biaya transfer antarbank ditanggung pembayar.</p>',
        'Can I pay a BRIVA from another bank?',
        '<p>Yes, by interbank transfer to the virtual account number with BRI’s bank code <strong>002</strong> in front of it. Pay <strong>exactly</strong> the amount of the bill; the interbank fee is the payer’s.</p>',
      ),
      qa(
        'Saya sudah membayar, tetapi status masih Menunggu.',
        '<p>Bank biasanya mengabari kami dalam beberapa menit. Halaman pembayaran memperbarui status sendiri. Jika setelah satu jam status belum <strong>Terbayar</strong>, kirim bukti transfer lewat <strong>Bantuan</strong>.</p>',
        'I have paid, but the status still says Waiting.',
        '<p>The bank usually tells us within minutes, and the payment page updates itself. If the status is not <strong>Paid</strong> after an hour, send the transfer receipt through <strong>Help</strong>.</p>',
      ),
    ],
  },
  {
    icon: 'file-check',
    text: {
      id: { title: 'E-Bupot', subtitle: 'Bukti potong PPh, tarif dan batas waktu' },
      en: { title: 'E-Bupot', subtitle: 'Withholding slips, rates and deadlines' },
    },
    questions: [
      qa(
        'Kapan batas waktu setor dan lapor PPh yang dipotong?',
        '<p>PPh yang dipotong disetor paling lambat tanggal <strong>15</strong> bulan berikutnya, dan SPT Masa dilaporkan paling lambat tanggal <strong>20</strong>. Jika jatuh pada hari libur, batasnya bergeser ke hari kerja berikutnya. Kalender Pajak menampilkan tanggalnya.</p>',
        'When must withheld tax be paid and reported?',
        '<p>Withheld income tax is paid by the <strong>15th</strong> of the next month and the SPT Masa reported by the <strong>20th</strong>. When that day is a holiday, the deadline moves to the next working day. The Tax Calendar shows the dates.</p>',
      ),
      qa(
        'Penerima penghasilan tidak punya NPWP. Berapa tarifnya?',
        '<p>Untuk PPh Pasal 23, tarif bagi penerima tanpa NPWP <strong>100% lebih tinggi</strong> (misalnya jasa 2% menjadi 4%). Aturan ini tidak berlaku untuk PPh 4 ayat (2) final, PPh 15 dan PPh 26.</p>',
        'The recipient has no NPWP. Which rate applies?',
        '<p>For PPh 23 the rate for a recipient without an NPWP is <strong>100% higher</strong> (services at 2% become 4%). This does not apply to final PPh 4(2), PPh 15 or PPh 26.</p>',
      ),
      qa(
        'Mengapa bukti potong saya tidak bisa dikirim?',
        '<p>Bukti potong perlu <strong>penandatangan aktif</strong> dan <strong>sertifikat elektronik</strong> yang masih berlaku. Periksa keduanya di Pengaturan. Masa pajak yang sudah dilaporkan juga tidak bisa diubah.</p>',
        'Why can my slip not be submitted?',
        '<p>A slip needs an <strong>active signer</strong> and a valid <strong>electronic certificate</strong>; check both in Settings. A tax period already reported cannot be changed either.</p>',
      ),
    ],
  },
  {
    icon: 'key-round',
    text: {
      id: { title: 'Sertifikat dan EFIN', subtitle: 'Sertifikat elektronik, EFIN dan penandatangan' },
      en: { title: 'Certificates and EFIN', subtitle: 'Electronic certificate, EFIN and signers' },
    },
    questions: [
      qa(
        'Apa itu EFIN dan di mana saya memasukkannya?',
        '<p>EFIN (Electronic Filing Identification Number) adalah nomor <strong>10 digit</strong> dari DJP untuk lapor pajak secara elektronik. Masukkan di <strong>Pengaturan → EFIN</strong>.</p>',
        'What is an EFIN and where do I enter it?',
        '<p>The EFIN (Electronic Filing Identification Number) is a <strong>10-digit</strong> number from the tax office for filing electronically. Enter it in <strong>Settings → EFIN</strong>.</p>',
      ),
      qa(
        'Berkas sertifikat apa yang bisa diunggah?',
        '<p>Sertifikat elektronik dari DJP dalam berkas <strong>.p12</strong> beserta kata sandinya. Kami memeriksa bahwa sertifikat bisa dibuka, masih berlaku dan milik NPWP Anda, lalu menyimpannya terenkripsi.</p>',
        'Which certificate file can I upload?',
        '<p>The tax office’s electronic certificate as a <strong>.p12</strong> file with its passphrase. We check that it opens, is still valid and belongs to your NPWP, then store it encrypted.</p>',
      ),
    ],
  },
];

type Article = { slug: string; popular: boolean; text: Pair<ArticleText> };

export const KNOWLEDGE_BASE: {
  slug: string;
  icon: ContentIcon;
  text: Pair<CategoryText>;
  articles: Article[];
}[] = [
  {
    slug: 'akun-dan-keamanan',
    icon: 'shield-check',
    text: {
      id: { title: 'Akun dan keamanan', subtitle: 'Mendaftar, masuk dan menjaga akun tetap aman' },
      en: { title: 'Account and security', subtitle: 'Registering, signing in and keeping the account safe' },
    },
    articles: [
      {
        slug: 'mendaftar-akun',
        popular: true,
        text: {
          id: {
            title: 'Mendaftar akun Portal Pajak',
            summary: 'Dari formulir pendaftaran sampai kode sekali pakai.',
            body: '<p>Akun Portal Pajak dibuat sendiri oleh wajib pajak dalam beberapa menit.</p><ol><li>Buka halaman masuk dan pilih <strong>Daftar</strong>.</li><li>Isi nama, email, nomor telepon dan kata sandi (minimal 8 karakter, tidak mudah ditebak).</li><li>Buka email Anda dan salin <strong>kode sekali pakai</strong> yang kami kirim.</li><li>Masukkan kode itu. Akun aktif dan Anda langsung masuk.</li></ol><p>Kode berlaku beberapa menit. Jika tidak datang, periksa folder spam lalu pilih <strong>Kirim ulang</strong>.</p>',
          },
          en: {
            title: 'Registering a Portal Pajak account',
            summary: 'From the registration form to the one-time code.',
            body: '<p>Taxpayers create their Portal Pajak account themselves in a few minutes.</p><ol><li>Open the sign-in page and choose <strong>Register</strong>.</li><li>Give your name, email, phone number and a password (at least 8 characters, hard to guess).</li><li>Open your email and copy the <strong>one-time code</strong> we sent.</li><li>Enter the code. The account is active and you are signed in.</li></ol><p>The code is valid for a few minutes. If it does not arrive, check the spam folder, then choose <strong>Resend</strong>.</p>',
          },
        },
      },
      {
        slug: 'verifikasi-dua-langkah',
        popular: false,
        text: {
          id: {
            title: 'Mengaktifkan verifikasi dua langkah',
            summary: 'Lapisan kedua saat masuk: kode dari aplikasi autentikator.',
            body: '<p>Dengan verifikasi dua langkah, kata sandi saja tidak cukup untuk masuk: Anda juga memasukkan kode enam digit dari aplikasi autentikator di ponsel.</p><ol><li>Buka <strong>Pengaturan</strong> dan pilih bagian keamanan.</li><li>Pilih <strong>Aktifkan</strong> lalu pindai kode QR dengan aplikasi autentikator.</li><li>Masukkan kode yang muncul di aplikasi untuk memastikan.</li><li>Unduh atau salin <strong>kode pemulihan</strong> dan simpan di tempat aman.</li></ol><blockquote>Setiap kode pemulihan hanya bisa dipakai sekali.</blockquote>',
          },
          en: {
            title: 'Turning on two-factor authentication',
            summary: 'A second step at sign-in: a code from an authenticator app.',
            body: '<p>With two-factor authentication a password alone does not sign you in: you also enter the six-digit code of an authenticator app on your phone.</p><ol><li>Open <strong>Settings</strong>, the security part.</li><li>Choose <strong>Turn on</strong> and scan the QR code with an authenticator app.</li><li>Enter the code the app shows to confirm.</li><li>Download or copy the <strong>recovery codes</strong> and keep them somewhere safe.</li></ol><blockquote>Each recovery code works once.</blockquote>',
          },
        },
      },
    ],
  },
  {
    slug: 'tagihan-dan-pembayaran',
    icon: 'receipt',
    text: {
      id: {
        title: 'Tagihan dan pembayaran',
        subtitle: 'Membayar tagihan dengan virtual account atau dompet',
      },
      en: { title: 'Bills and payment', subtitle: 'Paying bills by virtual account or from the wallet' },
    },
    articles: [
      {
        slug: 'membayar-dengan-virtual-account',
        popular: true,
        text: {
          id: {
            title: 'Membayar tagihan dengan virtual account',
            summary: 'Membuat VA, membayar di ATM, BRImo atau bank lain, dan memantau statusnya.',
            body: '<p>Setiap tagihan bisa dibayar dengan virtual account (VA): nomor rekening khusus untuk satu tagihan, dengan jumlah yang pasti.</p><ol><li>Buka <strong>Daftar Tagihan</strong> dan pilih <strong>Bayar</strong> pada tagihan.</li><li>Pilih bank (BRI bila tidak memilih). Nomor VA, jumlah dan batas waktunya tampil.</li><li>Bayar lewat ATM, mobile banking (BRImo), internet banking atau teller. Dari bank lain, transfer ke <strong>002</strong> + nomor VA.</li><li>Status berubah menjadi <strong>Terbayar</strong> begitu bank mengabari kami.</li></ol><h3>Jika VA kadaluarsa</h3><p>VA berlaku 24 jam. Setelah kadaluarsa, tagihan kembali <strong>Belum dibayar</strong>; buat VA baru dengan memilih Bayar lagi.</p>',
          },
          en: {
            title: 'Paying a bill by virtual account',
            summary:
              'Making a VA, paying at an ATM, in BRImo or from another bank, and following its status.',
            body: '<p>Every bill can be paid by virtual account (VA): an account number for that one bill, with an exact amount.</p><ol><li>Open the <strong>Bill list</strong> and choose <strong>Pay</strong> on the bill.</li><li>Choose the bank (BRI when you choose none). The VA number, amount and deadline show.</li><li>Pay at an ATM, in mobile banking (BRImo), internet banking or at a teller. From another bank, transfer to <strong>002</strong> + the VA number.</li><li>The status becomes <strong>Paid</strong> as soon as the bank tells us.</li></ol><h3>When the VA expires</h3><p>A VA is valid for 24 hours. Once expired, the bill is <strong>Unpaid</strong> again; make a new VA by choosing Pay once more.</p>',
          },
        },
      },
      {
        slug: 'mengisi-saldo-dompet',
        popular: false,
        text: {
          id: {
            title: 'Mengisi saldo dompet',
            summary: 'Isi saldo sekali, bayar banyak tagihan tanpa VA.',
            body: '<p>Dompet menyimpan saldo untuk membayar tagihan tanpa membuat virtual account setiap kali.</p><ol><li>Buka <strong>Dompet</strong> dan pilih <strong>Isi saldo</strong>.</li><li>Masukkan jumlah antara Rp10.000 dan Rp100.000.000.</li><li>Bayar virtual account isi saldo seperti tagihan biasa.</li></ol><p>Saldo bertambah setelah pembayaran diterima. Pilih <strong>Bayar dari dompet</strong> pada tagihan untuk memakainya.</p>',
          },
          en: {
            title: 'Topping up the wallet',
            summary: 'Top up once, pay many bills without a VA.',
            body: '<p>The wallet keeps a balance to pay bills without making a virtual account each time.</p><ol><li>Open <strong>Wallet</strong> and choose <strong>Top up</strong>.</li><li>Enter an amount between Rp10,000 and Rp100,000,000.</li><li>Pay the top-up’s virtual account like any bill.</li></ol><p>The balance grows once the payment is received. Choose <strong>Pay from wallet</strong> on a bill to use it.</p>',
          },
        },
      },
    ],
  },
  {
    slug: 'e-bupot',
    icon: 'file-check',
    text: {
      id: { title: 'E-Bupot', subtitle: 'Membuat bukti potong dan memenuhi batas waktu' },
      en: { title: 'E-Bupot', subtitle: 'Making withholding slips and meeting deadlines' },
    },
    articles: [
      {
        slug: 'membuat-bukti-potong-pph-23',
        popular: true,
        text: {
          id: {
            title: 'Membuat bukti potong PPh 23',
            summary: 'Penerima, kode objek pajak, DPP dan dokumen dasar.',
            body: '<p>Bukti potong PPh 23 dibuat ketika Anda membayar jasa, sewa, bunga atau royalti kepada wajib pajak dalam negeri.</p><ol><li>Buka <strong>Buat E-Bupot</strong> dan pilih <strong>Baru</strong>.</li><li>Isi masa pajak, NPWP atau NIK penerima, dan <strong>kode objek pajak</strong> (misalnya 24-104-01 jasa teknik, 2%).</li><li>Masukkan penghasilan bruto (DPP). PPh dihitung sendiri; tanpa NPWP tarifnya dua kali lipat.</li><li>Lampirkan dokumen dasar (faktur atau kontrak): nomor, jenis dan tanggalnya.</li><li>Simpan sebagai konsep atau kirim bila sudah benar.</li></ol>',
          },
          en: {
            title: 'Making a PPh 23 withholding slip',
            summary: 'Recipient, tax object code, gross amount and reference document.',
            body: '<p>A PPh 23 slip is made when you pay a resident taxpayer for services, rent, interest or royalties.</p><ol><li>Open <strong>Create E-Bupot</strong> and choose <strong>New</strong>.</li><li>Give the tax period, the recipient’s NPWP or NIK, and the <strong>tax object code</strong> (e.g. 24-104-01 technical services, 2%).</li><li>Enter the gross income (DPP). The tax is worked out for you; without an NPWP the rate doubles.</li><li>Add the reference document (invoice or contract): its number, type and date.</li><li>Save it as a draft, or submit it when it is right.</li></ol>',
          },
        },
      },
      {
        slug: 'batas-waktu-setor-dan-lapor',
        popular: false,
        text: {
          id: {
            title: 'Batas waktu setor dan lapor',
            summary: 'Tanggal 15 untuk setor, tanggal 20 untuk lapor.',
            body: '<p>Sejak 2025, PPh yang dipotong disetor paling lambat tanggal <strong>15</strong> bulan berikutnya dan SPT Masa dilaporkan paling lambat tanggal <strong>20</strong>.</p><ul><li>Bila tanggalnya jatuh pada Sabtu, Minggu, hari libur nasional atau cuti bersama, batasnya bergeser ke hari kerja berikutnya.</li><li><strong>Kalender Pajak</strong> menampilkan kedua batas setiap bulan, beserta jatuh tempo tagihan Anda.</li></ul>',
          },
          en: {
            title: 'Payment and reporting deadlines',
            summary: 'The 15th to pay, the 20th to report.',
            body: '<p>Since 2025, withheld income tax is paid by the <strong>15th</strong> of the next month and the SPT Masa reported by the <strong>20th</strong>.</p><ul><li>When the date falls on a Saturday, Sunday, public holiday or collective leave day, the deadline moves to the next working day.</li><li>The <strong>Tax Calendar</strong> shows both deadlines every month, with the due dates of your bills.</li></ul>',
          },
        },
      },
    ],
  },
  {
    slug: 'pengaturan-pajak',
    icon: 'key-round',
    text: {
      id: { title: 'Pengaturan pajak', subtitle: 'Penandatangan SPT, EFIN dan sertifikat elektronik' },
      en: { title: 'Tax settings', subtitle: 'SPT signers, EFIN and electronic certificate' },
    },
    articles: [
      {
        slug: 'menambah-penandatangan-spt',
        popular: false,
        text: {
          id: {
            title: 'Menambah penandatangan SPT',
            summary: 'Pengurus atau kuasa yang menandatangani bukti potong.',
            body: '<p>Bukti potong ditandatangani oleh pengurus perusahaan atau kuasa yang ditunjuk.</p><ol><li>Buka <strong>Pengaturan → Penandatangan</strong>.</li><li>Pilih <strong>Tambah</strong>, isi nama, jabatan, jenis identitas (NPWP atau NIK) dan nomornya.</li><li>Untuk kuasa, unggah surat kuasa (PDF, paling besar 2 MB).</li><li>Tandai satu penandatangan sebagai <strong>default</strong>.</li></ol><p>Penandatangan yang tidak lagi bertugas dinonaktifkan, bukan dihapus, agar bukti potong lama tetap utuh.</p>',
          },
          en: {
            title: 'Adding an SPT signer',
            summary: 'The officer or proxy who signs withholding slips.',
            body: '<p>Slips are signed by an officer of the company or an appointed proxy.</p><ol><li>Open <strong>Settings → Signers</strong>.</li><li>Choose <strong>Add</strong> and give the name, position, identity type (NPWP or NIK) and number.</li><li>For a proxy, upload the power of attorney (PDF, at most 2 MB).</li><li>Mark one signer as the <strong>default</strong>.</li></ol><p>A signer who no longer signs is deactivated, not deleted, so older slips stay whole.</p>',
          },
        },
      },
      {
        slug: 'mengunggah-sertifikat-elektronik',
        popular: true,
        text: {
          id: {
            title: 'Mengunggah sertifikat elektronik',
            summary: 'Berkas .p12 dari DJP dan kata sandinya.',
            body: '<p>Sertifikat elektronik (sertel) dibutuhkan untuk menandatangani bukti potong secara elektronik.</p><ol><li>Buka <strong>Pengaturan → Sertifikat elektronik</strong>.</li><li>Pilih berkas <strong>.p12</strong> yang Anda terima dari DJP dan masukkan kata sandinya.</li><li>Kami memeriksa bahwa sertifikat bisa dibuka, belum kadaluarsa dan atas NPWP Anda.</li></ol><p>Tanggal berakhir sertifikat tampil di Pengaturan. Perbarui sertifikat di DJP sebelum tanggal itu, lalu unggah berkas barunya.</p>',
          },
          en: {
            title: 'Uploading the electronic certificate',
            summary: 'The tax office’s .p12 file and its passphrase.',
            body: '<p>The electronic certificate (sertel) is needed to sign withholding slips electronically.</p><ol><li>Open <strong>Settings → Electronic certificate</strong>.</li><li>Choose the <strong>.p12</strong> file you received from the tax office and enter its passphrase.</li><li>We check that it opens, has not expired and is in your NPWP’s name.</li></ol><p>Settings shows when the certificate ends. Renew it with the tax office before then and upload the new file.</p>',
          },
        },
      },
    ],
  },
];
