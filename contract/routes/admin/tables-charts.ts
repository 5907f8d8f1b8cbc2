import type { MenuGroup, PageDeclaration } from '../types';
import { admin } from './acl';

// Admin-area pages: the template's tables (after the forms pages, under 'Forms & Tables') and its
// three chart-library pages (the 'Charts' group opening 'Charts & Misc'), in menu order. Showcase
// pages: the admin's only.

export const TABLES_CHARTS_MENU_GROUPS = {
  charts: { title: 'nav.charts', icon: 'chart-pie', section: 'nav.sectionChartsMisc' },
} as const satisfies Record<string, MenuGroup>;

export const TABLES_CHARTS_ROUTES = {
  tablesMui: {
    path: '/tables/mui',
    page: 'src/features/admin-tables/pages/BasicTablePage.tsx',
    title: 'app.titles.tablesMui',
    ...admin,
    menu: { title: 'nav.tablesMui', icon: 'table', section: 'nav.sectionFormsTables' },
    search: true,
  },
  tablesDataGrid: {
    path: '/tables/data-grid',
    page: 'src/features/admin-tables/pages/DataGridPage.tsx',
    title: 'app.titles.tablesDataGrid',
    ...admin,
    menu: { title: 'nav.tablesDataGrid', icon: 'table', section: 'nav.sectionFormsTables' },
    search: true,
  },
  chartsApex: {
    path: '/charts/apex-charts',
    page: 'src/features/admin-charts/pages/ApexChartsPage.tsx',
    title: 'app.titles.chartsApex',
    ...admin,
    menu: { title: 'nav.chartsApex', group: 'charts', section: 'nav.sectionChartsMisc' },
    search: true,
  },
  chartsRecharts: {
    path: '/charts/recharts',
    page: 'src/features/admin-charts/pages/RechartsPage.tsx',
    title: 'app.titles.chartsRecharts',
    ...admin,
    menu: { title: 'nav.chartsRecharts', group: 'charts', section: 'nav.sectionChartsMisc' },
    search: true,
  },
  chartsChartjs: {
    path: '/charts/chartjs',
    page: 'src/features/admin-charts/pages/ChartjsPage.tsx',
    title: 'app.titles.chartsChartjs',
    ...admin,
    menu: { title: 'nav.chartsChartjs', group: 'charts', section: 'nav.sectionChartsMisc' },
    search: true,
  },
} as const satisfies Record<string, PageDeclaration>;
