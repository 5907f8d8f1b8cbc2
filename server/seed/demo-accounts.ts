// Demo accounts created on first start (also listed in the README).
export const DEMO_ACCOUNTS = [
  {
    key: 'client',
    nama: 'Budi Santoso',
    email: 'client@portalpajak.test',
    password: 'klien-demo-2026',
    role: 'client',
    phone: '081234567890',
    npwp: '0012345678901234',
    companyName: 'PT Maju Bersama',
  },
  {
    key: 'client2',
    nama: 'Siti Rahma',
    email: 'client2@portalpajak.test',
    password: 'klien-dua-2026',
    role: 'client',
    phone: '081298765432',
    npwp: '0098765432109876',
    companyName: 'CV Sinar Terang',
  },
  {
    key: 'admin',
    nama: 'Admin Portal',
    email: 'admin@portalpajak.test',
    password: 'admin-demo-2026',
    role: 'admin',
    phone: '081200000000',
    npwp: null,
    companyName: null,
  },
] as const;

export type DemoKey = (typeof DEMO_ACCOUNTS)[number]['key'];
