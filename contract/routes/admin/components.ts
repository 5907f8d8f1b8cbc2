import type { MenuGroup, PageDeclaration } from '../types';
import { admin } from './acl';

// Admin-area pages: the component kit's showcase, /components/* (issue 18). This file declares the
// 'Components' group and the first ten pages; ./components-more.ts adds the other nine to the group.

export const COMPONENTS_MENU_GROUPS = {
  components: {
    title: 'nav.components',
    icon: 'archive',
    badge: '19',
    section: 'nav.sectionUserInterface',
  },
} as const satisfies Record<string, MenuGroup>;

/** A /components/<path> page of the group, admin-only, its module src/features/admin-showcase/pages/<Name>Page.tsx. */
export const componentPage = <N extends string, P extends string>(name: N, path: P) =>
  ({
    path: `/components/${path}`,
    page: `src/features/admin-showcase/pages/${name}Page.tsx`,
    title: `app.titles.components${name}`,
    ...admin,
    menu: { title: `nav.components${name}`, group: 'components' },
    search: true,
  }) as const;

export const COMPONENTS_ROUTES = {
  componentsAccordion: componentPage('Accordion', 'accordion'),
  componentsAlerts: componentPage('Alerts', 'alerts'),
  componentsAvatars: componentPage('Avatars', 'avatars'),
  componentsBadges: componentPage('Badges', 'badges'),
  componentsButtons: componentPage('Buttons', 'buttons'),
  componentsButtonGroup: componentPage('ButtonGroup', 'button-group'),
  componentsChips: componentPage('Chips', 'chips'),
  componentsDialogs: componentPage('Dialogs', 'dialogs'),
  componentsList: componentPage('List', 'list'),
  componentsMenu: componentPage('Menu', 'menu'),
} as const satisfies Record<string, PageDeclaration>;
