import type { MenuGroup, PageDeclaration } from '../types';
import { admin } from './acl';

// Admin-area pages: the template's card families under User Interface (Cards group), in its menu order.

export const UI_CARDS_MENU_GROUPS = {
  cards: { title: 'nav.cards', icon: 'credit-card' },
} as const satisfies Record<string, MenuGroup>;

const page = <N extends string, P extends string>(name: N, path: P) =>
  ({
    path: `/ui/cards/${path}`,
    page: `src/features/admin-showcase/pages/Cards${name}Page.tsx`,
    title: `app.titles.cards${name}`,
    ...admin,
    menu: { title: `nav.cards${name}`, group: 'cards' },
    search: true,
  }) as const;

export const UI_CARDS_ROUTES = {
  cardsBasic: page('Basic', 'basic'),
  cardsStatistics: page('Statistics', 'statistics'),
  cardsAdvanced: page('Advanced', 'advanced'),
  cardsGamification: page('Gamification', 'gamification'),
  cardsActions: page('Actions', 'actions'),
  cardsWidgets: page('Widgets', 'widgets'),
} as const satisfies Record<string, PageDeclaration>;
