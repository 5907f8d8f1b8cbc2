import type { LucideIcon } from 'lucide-react';
import type { Tone } from '@/components/ui/tone';
import type { Action, Subject } from '@/lib/acl';

// Menu entries as data, with the original template's fields. `title` and `sectionTitle` are
// translation keys (nav.*).

interface Guarded {
  /** CASL action and subject; the entry is hidden when the user may not do this. */
  action?: Action;
  subject?: Subject;
}

export interface NavLink extends Guarded {
  title: string;
  path: string;
  icon?: LucideIcon;
  badgeContent?: string;
  badgeColor?: Tone;
  disabled?: boolean;
  /** an address outside the portal (rendered as <a href>) */
  externalLink?: boolean;
  openInNewTab?: boolean;
}

export interface NavGroup extends Guarded {
  title: string;
  icon?: LucideIcon;
  badgeContent?: string;
  badgeColor?: Tone;
  children: NavEntry[];
}

export interface NavSectionTitle extends Guarded {
  sectionTitle: string;
}

export type NavEntry = NavLink | NavGroup | NavSectionTitle;

export const isSectionTitle = (entry: NavEntry): entry is NavSectionTitle => 'sectionTitle' in entry;
export const isGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;
export const isLink = (entry: NavEntry): entry is NavLink => 'path' in entry;
