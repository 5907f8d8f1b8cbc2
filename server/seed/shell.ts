import { routePath } from '../../contract/routes';
import { adminPath } from '../../contract/routes/admin';
import { notifications } from '../db/schema';
import type { SeedContext } from './context';

const MINUTE = 60_000;

interface DemoNotification {
  type: string;
  title: string;
  body: string;
  url: string;
  minutesAgo: number;
  read?: boolean;
}

// A few notifications so the app bar's bell has something to show on a fresh install. The portal
// words each type in the reader's language; the Indonesian text is the fallback stored with it.
const CLIENT_NOTIFICATIONS: DemoNotification[] = [
  {
    type: 'welcome',
    title: 'Selamat datang di Portal Pajak',
    body: 'Lengkapi profil dan penandatangan SPT Anda di Pengaturan.',
    url: routePath('settings'),
    minutesAgo: 3 * 24 * 60,
    read: true,
  },
  {
    type: 'invoice.available',
    title: 'Tagihan baru diterbitkan',
    body: 'Tagihan layanan bulan ini sudah tersedia di Daftar Tagihan.',
    url: routePath('invoiceList'),
    minutesAgo: 26 * 60,
  },
  {
    type: 'ebupot.reminder',
    title: 'Batas lapor E-Bupot mendekat',
    body: 'Bukti potong masa pajak lalu dilaporkan paling lambat tanggal 20.',
    url: routePath('ebupotList'),
    minutesAgo: 5 * 60,
  },
  {
    type: 'payment.reminder',
    title: 'Selesaikan pembayaran Anda',
    body: 'Virtual account yang sudah dibuat akan kedaluwarsa bila tidak dibayar.',
    url: routePath('paymentList'),
    minutesAgo: 35,
  },
];

const ADMIN_NOTIFICATIONS: DemoNotification[] = [
  {
    type: 'welcome.admin',
    title: 'Portal Pajak siap digunakan',
    body: 'Akun demo klien sudah dibuat.',
    url: adminPath('adminHome'),
    minutesAgo: 60,
  },
];

export async function seedShell({ db, users, now }: SeedContext): Promise<void> {
  const rows = (userId: number, list: DemoNotification[]) =>
    list.map((n) => ({
      userId,
      type: n.type,
      title: n.title,
      body: n.body,
      url: n.url,
      createdAt: new Date(now.getTime() - n.minutesAgo * MINUTE),
      readAt: n.read ? new Date(now.getTime() - (n.minutesAgo - 5) * MINUTE) : null,
    }));
  await db
    .insert(notifications)
    .values([
      ...rows(users.client, CLIENT_NOTIFICATIONS),
      ...rows(users.client2, CLIENT_NOTIFICATIONS.slice(0, 2)),
      ...rows(users.admin, ADMIN_NOTIFICATIONS),
    ]);
}
