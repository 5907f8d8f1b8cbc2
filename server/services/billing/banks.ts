import type { Bank, BankInfo, PayInstruction } from '../../../contract/billing';

// Bank list: 3-digit interbank codes from shared/domain/formats.md §9.
// VA prefixes are this reference server's sandbox company codes, not real ones; BRIVA follows
// formats.md §8 (5-digit company code + 10-digit customer code = 15 digits, payable from other banks).

interface BankDef extends Bank {
  /** digits before the customer code of a VA */
  vaPrefix: string | null;
  /** the bank's mobile and internet banking product names, for the how-to-pay steps */
  mobileApp?: string;
  internetBanking?: string;
}

const bank = (b: BankDef) => b;

const BANKS: BankDef[] = [
  bank({
    code: '002',
    nama: 'Bank Rakyat Indonesia',
    singkatan: 'BRI',
    swift: 'BRINIDJA',
    va_supported: true,
    va_product: 'BRIVA',
    va_length: 15,
    vaPrefix: '77777',
    mobileApp: 'BRImo',
    internetBanking: 'Internet Banking BRI (ib.bri.co.id)',
  }),
  bank({
    code: '008',
    nama: 'Bank Mandiri',
    singkatan: 'Mandiri',
    swift: 'BMRIIDJA',
    va_supported: true,
    va_product: 'Mandiri Virtual Account',
    va_length: 16,
    vaPrefix: '88908',
    mobileApp: "Livin' by Mandiri",
    internetBanking: 'Mandiri Internet Banking',
  }),
  bank({
    code: '009',
    nama: 'Bank Negara Indonesia',
    singkatan: 'BNI',
    swift: 'BNINIDJA',
    va_supported: true,
    va_product: 'BNI Virtual Account',
    va_length: 16,
    vaPrefix: '988',
    mobileApp: 'wondr by BNI',
    internetBanking: 'BNI Internet Banking',
  }),
  bank({
    code: '011',
    nama: 'Bank Danamon',
    singkatan: 'Danamon',
    swift: 'BDINIDJA',
    va_supported: false,
    va_product: null,
    va_length: null,
    vaPrefix: null,
  }),
  bank({
    code: '013',
    nama: 'Bank Permata',
    singkatan: 'Permata',
    swift: 'BBBAIDJA',
    va_supported: true,
    va_product: 'Permata Virtual Account',
    va_length: 16,
    vaPrefix: '8625',
    mobileApp: 'PermataMobile X',
    internetBanking: 'PermataNet',
  }),
  bank({
    code: '014',
    nama: 'Bank Central Asia',
    singkatan: 'BCA',
    swift: 'CENAIDJA',
    va_supported: true,
    va_product: 'BCA Virtual Account',
    va_length: 16,
    vaPrefix: '39358',
    mobileApp: 'BCA mobile (m-BCA)',
    internetBanking: 'KlikBCA',
  }),
  bank({
    code: '016',
    nama: 'Maybank Indonesia',
    singkatan: 'Maybank',
    swift: 'IBBKIDJA',
    va_supported: false,
    va_product: null,
    va_length: null,
    vaPrefix: null,
  }),
  bank({
    code: '022',
    nama: 'CIMB Niaga',
    singkatan: 'CIMB',
    swift: 'BNIAIDJA',
    va_supported: true,
    va_product: 'CIMB Niaga Virtual Account',
    va_length: 16,
    vaPrefix: '5919',
    mobileApp: 'OCTO Mobile',
    internetBanking: 'OCTO Clicks',
  }),
  bank({
    code: '028',
    nama: 'OCBC NISP',
    singkatan: 'OCBC',
    swift: 'NISPIDJA',
    va_supported: false,
    va_product: null,
    va_length: null,
    vaPrefix: null,
  }),
  bank({
    code: '147',
    nama: 'Bank Muamalat',
    singkatan: 'Muamalat',
    swift: 'MUABIDJA',
    va_supported: false,
    va_product: null,
    va_length: null,
    vaPrefix: null,
  }),
  bank({
    code: '200',
    nama: 'Bank Tabungan Negara',
    singkatan: 'BTN',
    swift: 'BTANIDJA',
    va_supported: false,
    va_product: null,
    va_length: null,
    vaPrefix: null,
  }),
  bank({
    code: '213',
    nama: 'Bank BTPN',
    singkatan: 'BTPN',
    swift: 'BTPNIDJA',
    va_supported: false,
    va_product: null,
    va_length: null,
    vaPrefix: null,
  }),
  bank({
    code: '426',
    nama: 'Bank Mega',
    singkatan: 'Mega',
    swift: 'MEGAIDJA',
    va_supported: false,
    va_product: null,
    va_length: null,
    vaPrefix: null,
  }),
  // formats.md §9: most current lists give 451 for BSI (427 was BNI Syariah's code).
  bank({
    code: '451',
    nama: 'Bank Syariah Indonesia',
    singkatan: 'BSI',
    swift: 'BSMDIDJA',
    va_supported: true,
    va_product: 'BSI Virtual Account',
    va_length: 16,
    vaPrefix: '9007',
    mobileApp: 'BYOND by BSI',
    internetBanking: 'BSI Net Banking',
  }),
];

const byCode = new Map(BANKS.map((b) => [b.code, b]));

const publicBank = ({ vaPrefix: _p, mobileApp: _m, internetBanking: _i, ...b }: BankDef): Bank => b;

export const listBanks = (): Bank[] => BANKS.map(publicBank);

export function findBank(code: string): BankDef | undefined {
  return byCode.get(code);
}

/** A bank code ('002') or short name ('BRI', case-insensitive) → bank code; unknown → the input. */
export function bankCodeOf(value: string): string {
  if (/^\d{3}$/.test(value)) return value;
  const upper = value.toUpperCase();
  if (upper === 'WALLET') return 'WALLET';
  return BANKS.find((b) => b.singkatan.toUpperCase() === upper)?.code ?? value;
}

/** VA number: the bank's prefix + the customer sequence left-padded to the bank's VA length. */
export function vaNumberFor(b: BankDef, customerSeq: number): string {
  if (!b.vaPrefix || !b.va_length) throw new Error(`bank ${b.code} has no VA`);
  return b.vaPrefix + String(customerSeq).padStart(b.va_length - b.vaPrefix.length, '0');
}

function instructionsFor(b: BankDef): PayInstruction[] {
  const product = b.va_product ?? 'Virtual Account';
  if (b.code === '002') return briInstructions();
  return [
    {
      channel: 'ATM',
      title: { id: `ATM ${b.singkatan}`, en: `${b.singkatan} ATM` },
      steps: {
        id: [
          `Masukkan kartu ATM ${b.singkatan} dan PIN Anda.`,
          'Pilih menu Bayar/Beli, lalu Virtual Account.',
          'Masukkan nomor Virtual Account {va}.',
          'Periksa nama dan jumlah tagihan ({amount}), lalu pilih Ya/Benar.',
          'Simpan struk sebagai bukti pembayaran.',
        ],
        en: [
          `Insert your ${b.singkatan} ATM card and enter your PIN.`,
          'Choose Pay/Purchase, then Virtual Account.',
          'Enter the Virtual Account number {va}.',
          'Check the name and the amount ({amount}), then confirm.',
          'Keep the receipt as proof of payment.',
        ],
      },
    },
    {
      channel: 'MOBILE',
      title: { id: b.mobileApp ?? 'Mobile banking', en: b.mobileApp ?? 'Mobile banking' },
      steps: {
        id: [
          `Masuk ke aplikasi ${b.mobileApp}.`,
          `Pilih menu Bayar, lalu ${product}.`,
          'Masukkan nomor Virtual Account {va}.',
          'Periksa rincian tagihan dan jumlahnya ({amount}).',
          'Konfirmasi dengan PIN transaksi Anda.',
        ],
        en: [
          `Sign in to ${b.mobileApp}.`,
          `Choose Pay, then ${product}.`,
          'Enter the Virtual Account number {va}.',
          'Check the bill details and the amount ({amount}).',
          'Confirm with your transaction PIN.',
        ],
      },
    },
    {
      channel: 'INTERNET',
      title: { id: b.internetBanking ?? 'Internet banking', en: b.internetBanking ?? 'Internet banking' },
      steps: {
        id: [
          `Masuk ke ${b.internetBanking}.`,
          `Pilih menu Pembayaran, lalu ${product}.`,
          'Masukkan nomor Virtual Account {va}.',
          'Periksa rincian tagihan, lalu konfirmasi dengan token atau kode OTP.',
        ],
        en: [
          `Sign in to ${b.internetBanking}.`,
          `Choose Payments, then ${product}.`,
          'Enter the Virtual Account number {va}.',
          'Check the bill details, then confirm with your token or one-time code.',
        ],
      },
    },
    {
      channel: 'TELLER',
      title: { id: `Teller ${b.singkatan}`, en: `${b.singkatan} teller` },
      steps: {
        id: [
          `Datangi kantor cabang ${b.nama} terdekat.`,
          'Isi formulir setoran/pembayaran dengan nomor Virtual Account {va} dan jumlah {amount}.',
          'Serahkan formulir dan uang kepada teller, lalu simpan bukti setoran.',
        ],
        en: [
          `Visit the nearest ${b.nama} branch.`,
          'Fill in the payment slip with the Virtual Account number {va} and the amount {amount}.',
          'Hand the slip and the money to the teller and keep the receipt.',
        ],
      },
    },
    otherBankInstruction(),
  ];
}

function otherBankInstruction(): PayInstruction {
  return {
    channel: 'OTHER_BANK',
    title: { id: 'Bank lain', en: 'Other banks' },
    steps: {
      id: [
        'Buka ATM, mobile banking atau internet banking bank Anda.',
        'Pilih Transfer antar bank (atau Transfer online).',
        'Pilih bank tujuan dengan kode {bank_code}, lalu masukkan nomor Virtual Account {va}.',
        'Masukkan jumlah tepat {amount}; jumlah yang berbeda akan ditolak.',
        'Konfirmasi dan simpan bukti transfer.',
      ],
      en: [
        "Open your bank's ATM, mobile banking or internet banking.",
        'Choose interbank transfer (or online transfer).',
        'Choose the destination bank code {bank_code}, then enter the Virtual Account number {va}.',
        'Enter exactly {amount}; a different amount is refused.',
        'Confirm and keep the transfer receipt.',
      ],
    },
  };
}

/** BRIVA steps from shared/domain/payments.md §5. */
function briInstructions(): PayInstruction[] {
  return [
    {
      channel: 'ATM',
      title: { id: 'ATM BRI', en: 'BRI ATM' },
      steps: {
        id: [
          'Masukkan kartu ATM BRI dan PIN Anda.',
          'Pilih Menu Lainnya (Transaksi Lain), lalu Pembayaran.',
          'Pilih Lainnya, lalu BRIVA.',
          'Masukkan nomor BRIVA {va}.',
          'Periksa nama dan jumlah tagihan ({amount}), lalu pilih Ya.',
        ],
        en: [
          'Insert your BRI ATM card and enter your PIN.',
          'Choose Other Menu (Other Transactions), then Payment.',
          'Choose Others, then BRIVA.',
          'Enter the BRIVA number {va}.',
          'Check the name and the amount ({amount}), then choose Yes.',
        ],
      },
    },
    {
      channel: 'MOBILE',
      title: { id: 'BRImo', en: 'BRImo' },
      steps: {
        id: [
          'Masuk ke aplikasi BRImo.',
          'Pilih menu BRIVA (atau Pembayaran, lalu BRIVA).',
          'Masukkan nomor BRIVA {va}.',
          'Periksa rincian tagihan dan jumlahnya ({amount}).',
          'Konfirmasi dengan PIN Anda.',
        ],
        en: [
          'Sign in to the BRImo app.',
          'Choose BRIVA (or Payment, then BRIVA).',
          'Enter the BRIVA number {va}.',
          'Check the bill details and the amount ({amount}).',
          'Confirm with your PIN.',
        ],
      },
    },
    {
      channel: 'INTERNET',
      title: { id: 'Internet Banking BRI', en: 'BRI Internet Banking' },
      steps: {
        id: [
          'Masuk ke Internet Banking BRI (ib.bri.co.id).',
          'Pilih Pembayaran (Tagihan), lalu BRIVA.',
          'Masukkan kode bayar/nomor BRIVA {va}.',
          'Periksa rincian tagihan, lalu masukkan password dan mToken.',
        ],
        en: [
          'Sign in to BRI Internet Banking (ib.bri.co.id).',
          'Choose Payment (Bills), then BRIVA.',
          'Enter the payment code/BRIVA number {va}.',
          'Check the bill details, then enter your password and mToken.',
        ],
      },
    },
    {
      channel: 'TELLER',
      title: { id: 'Teller BRI / Agen BRILink', en: 'BRI teller / BRILink agent' },
      steps: {
        id: [
          'Datangi teller BRI atau agen BRILink terdekat.',
          'Sampaikan nomor BRIVA {va} dan jumlah {amount}.',
          'Agen BRILink memakai menu BRIVA pada mesin EDC.',
          'Simpan bukti pembayaran.',
        ],
        en: [
          'Visit a BRI teller or the nearest BRILink agent.',
          'Give the BRIVA number {va} and the amount {amount}.',
          'A BRILink agent uses the BRIVA menu on the EDC machine.',
          'Keep the payment receipt.',
        ],
      },
    },
    otherBankInstruction(),
  ];
}

/** Banks with a VA and their how-to-pay steps; `code` limits to one bank. */
export function bankInfos(code?: string): BankInfo[] {
  return BANKS.filter((b) => b.va_supported && (!code || b.code === code)).map((b) => ({
    ...publicBank(b),
    instructions: instructionsFor(b),
  }));
}
