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
  // the Email app's and the client's Pesan page (issue 17): loaded with the menu, not every page
  mail: lazyIcon(() => import('lucide-react/icons/mail')),
  layers: lazyIcon(() => import('lucide-react/icons/layers')),
  table: lazyIcon(() => import('lucide-react/icons/table')),
  'chart-pie': lazyIcon(() => import('lucide-react/icons/chart-pie')),
  type: lazyIcon(() => import('lucide-react/icons/type')),
  shapes: lazyIcon(() => import('lucide-react/icons/shapes')),
  archive: lazyIcon(() => import('lucide-react/icons/archive')),
  'toggle-left': lazyIcon(() => import('lucide-react/icons/toggle-left')),
  'layout-panel-top': lazyIcon(() => import('lucide-react/icons/layout-panel-top')),
  'square-check': lazyIcon(() => import('lucide-react/icons/square-check')),
  'wand-sparkles': lazyIcon(() => import('lucide-react/icons/wand-sparkles')),
  // the Calendar app's and the client's Kalender Pajak (issue 17)
  'calendar-days': lazyIcon(() => import('lucide-react/icons/calendar-days')),
  // the Chat app's and the client's Bantuan page (issue 17)
  'message-circle': lazyIcon(() => import('lucide-react/icons/message-circle')),
  // Pages, /acl and 'Others' (issue 20)
  files: lazyIcon(() => import('lucide-react/icons/files')),
  shield: lazyIcon(() => import('lucide-react/icons/shield')),
  ellipsis: lazyIcon(() => import('lucide-react/icons/ellipsis')),
  'book-open': lazyIcon(() => import('lucide-react/icons/book-open')),
  code: lazyIcon(() => import('lucide-react/icons/code')),
  // the content pages (issue 20): FAQ and pricing
  'circle-help': lazyIcon(() => import('lucide-react/icons/circle-help')),
  tag: lazyIcon(() => import('lucide-react/icons/tag')),
};
