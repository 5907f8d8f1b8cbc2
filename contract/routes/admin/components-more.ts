import type { MenuGroup, PageDeclaration } from '../types';
import { admin } from './acl';

// Admin-area pages: the second half of the template's Components group (pagination … more), in its
// menu order. The group itself ('components', with its count) is declared in ./components.ts.

export const COMPONENTS_MORE_MENU_GROUPS = {} as const satisfies Record<string, MenuGroup>;

const page = <N extends string, P extends string>(name: N, path: P) =>
  ({
    path: `/components/${path}`,
    page: `src/features/admin-showcase/pages/${name}Page.tsx`,
    title: `app.titles.components${name}`,
    ...admin,
    menu: { title: `nav.components${name}`, group: 'components' },
    search: true,
  }) as const;

export const COMPONENTS_MORE_ROUTES = {
  componentsPagination: page('Pagination', 'pagination'),
  componentsRatings: page('Ratings', 'ratings'),
  componentsSnackbar: page('Snackbar', 'snackbar'),
  componentsSwiper: page('Swiper', 'swiper'),
  componentsTabs: page('Tabs', 'tabs'),
  componentsTimeline: page('Timeline', 'timeline'),
  componentsToast: page('Toast', 'toast'),
  componentsTreeView: page('TreeView', 'tree-view'),
  componentsMore: page('More', 'more'),
} as const satisfies Record<string, PageDeclaration>;
