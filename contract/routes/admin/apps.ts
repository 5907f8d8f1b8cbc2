import type { PageDeclaration } from '../types';
import { reads } from './acl';

// The admin workspace's apps on the service's data: the invoice app, users, roles and permissions.

export const APPS_MENU_GROUPS = {
  invoiceApp: { title: 'nav.invoiceApp', icon: 'file-text' },
  users: { title: 'nav.users', icon: 'users' },
  access: { title: 'nav.rolesPermissions', icon: 'shield-check' },
} as const;

export const APPS_ROUTES = {
  invoiceAppList: {
    path: '/apps/invoice/list',
    page: 'src/features/admin-invoices/pages/InvoiceAppListPage.tsx',
    title: 'app.titles.invoiceAppList',
    ...reads('invoices'),
    menu: { title: 'nav.invoiceList', group: 'invoiceApp', section: 'nav.sectionAppsPages' },
    search: true,
  },
  invoiceAppAdd: {
    path: '/apps/invoice/add',
    page: 'src/features/admin-invoices/pages/InvoiceAppAddPage.tsx',
    title: 'app.titles.invoiceAppAdd',
    acl: { action: 'create', subject: 'invoices' },
    menu: { title: 'nav.invoiceAdd', group: 'invoiceApp', section: 'nav.sectionAppsPages' },
    search: true,
  },
  invoiceAppPreview: {
    path: '/apps/invoice/preview/:id',
    page: 'src/features/admin-invoices/pages/InvoiceAppPreviewPage.tsx',
    title: 'app.titles.invoiceAppPreview',
    ...reads('invoices'),
  },
  invoiceAppEdit: {
    path: '/apps/invoice/edit/:id',
    page: 'src/features/admin-invoices/pages/InvoiceAppEditPage.tsx',
    title: 'app.titles.invoiceAppEdit',
    acl: { action: 'update', subject: 'invoices' },
  },
  userList: {
    path: '/apps/user/list',
    page: 'src/features/admin-users/pages/UserListPage.tsx',
    title: 'app.titles.userList',
    ...reads('users'),
    menu: { title: 'nav.userList', group: 'users', section: 'nav.sectionAppsPages' },
    search: true,
  },
  userView: {
    path: '/apps/user/view/:id',
    page: 'src/features/admin-users/pages/UserViewPage.tsx',
    title: 'app.titles.userView',
    ...reads('users'),
  },
  roles: {
    path: '/apps/roles',
    page: 'src/features/admin-access/pages/RolesPage.tsx',
    title: 'app.titles.roles',
    ...reads('roles'),
    menu: { title: 'nav.roles', group: 'access', section: 'nav.sectionAppsPages' },
    search: true,
  },
  permissions: {
    path: '/apps/permissions',
    page: 'src/features/admin-access/pages/PermissionsPage.tsx',
    title: 'app.titles.permissions',
    ...reads('roles'),
    menu: { title: 'nav.permissions', group: 'access', section: 'nav.sectionAppsPages' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;
