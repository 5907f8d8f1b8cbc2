import { CreditCard, FileText, LayoutDashboard, ReceiptText, Settings, Wallet } from 'lucide-react';
import type { NavEntry } from './types';

const client = { action: 'manage', subject: 'client' } as const;

/** The client menu, as the original portal had it (plus the wallet under payments). */
export const clientNavigation: NavEntry[] = [
  { title: 'nav.dashboard', path: '/client/dashboards', icon: LayoutDashboard, ...client },
  { sectionTitle: 'nav.sectionTransactions', ...client },
  {
    title: 'nav.bills',
    icon: FileText,
    ...client,
    children: [{ title: 'nav.billList', path: '/client/invoice/list', ...client }],
  },
  { title: 'nav.payments', path: '/client/transaksi/pembayaran/list', icon: CreditCard, ...client },
  { title: 'nav.createEbupot', path: '/client/transaksi/ebupot/list', icon: ReceiptText, ...client },
  { title: 'nav.wallet', path: '/client/dompet', icon: Wallet, ...client },
  { sectionTitle: 'nav.sectionAccount', ...client },
  { title: 'nav.settings', path: '/client/pengaturan', icon: Settings, ...client },
];
