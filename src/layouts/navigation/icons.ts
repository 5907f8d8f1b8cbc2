import type { MenuIconName } from '@contract/routes';
import {
  CreditCard,
  FileText,
  House,
  LayoutDashboard,
  type LucideIcon,
  ReceiptText,
  Settings,
  Wallet,
} from 'lucide-react';
import { lazyIcon } from './lazy-icon';

/** The icons the route declaration names for menu entries (and Ctrl+/ pages). */
export const menuIcons: Record<MenuIconName, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  'file-text': FileText,
  'credit-card': CreditCard,
  'receipt-text': ReceiptText,
  wallet: Wallet,
  settings: Settings,
  house: House,
  // the admin workspace's own groups
  'shield-check': lazyIcon(() => import('lucide-react/icons/shield-check')),
  users: lazyIcon(() => import('lucide-react/icons/users')),
};
