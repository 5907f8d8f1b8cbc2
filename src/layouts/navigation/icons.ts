import type { MenuIconName } from '@contract/routes';
import {
  CreditCard,
  FileText,
  House,
  LayoutDashboard,
  type LucideIcon,
  ReceiptText,
  Settings,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react';

/** The icons the route declaration names for menu entries (and Ctrl+/ pages). */
export const menuIcons: Record<MenuIconName, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  'file-text': FileText,
  'credit-card': CreditCard,
  'receipt-text': ReceiptText,
  wallet: Wallet,
  settings: Settings,
  house: House,
  'shield-check': ShieldCheck,
  users: Users,
};
