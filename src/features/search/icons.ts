import type { SearchResultType } from '@contract/shell';
import {
  CreditCard,
  FileText,
  House,
  LayoutDashboard,
  type LucideIcon,
  Receipt,
  ReceiptText,
  Settings,
  User,
  UserPen,
  Wallet,
} from 'lucide-react';

// Icons the server names in search results (kebab-case lucide names); unknown names fall back
// to the type's icon, so a domain may add results without touching this file.
const byName: Record<string, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  'file-text': FileText,
  'credit-card': CreditCard,
  receipt: Receipt,
  'receipt-text': ReceiptText,
  wallet: Wallet,
  settings: Settings,
  house: House,
  user: User,
  'user-pen': UserPen,
};

const byType: Record<SearchResultType, LucideIcon> = { pages: FileText, transaksi: Receipt, contacts: User };

export const searchIcon = (name: string, type: SearchResultType): LucideIcon => byName[name] ?? byType[type];
