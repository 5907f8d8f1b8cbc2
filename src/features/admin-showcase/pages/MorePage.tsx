import { ADMIN_ROUTE_LIST } from '@contract/routes/admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/Card';
import { linkClass } from '@/components/ui/tone';
import { ShowcasePage } from '../components/ShowcasePage';

// The template's "More" page is a table of links to further components. Here: every component of
// the kit (src/components/ui), the WAI-ARIA pattern it follows, and its showcase page when it has one.
const KIT: { file: string; pattern: string; page?: string }[] = [
  { file: 'Autocomplete', pattern: 'combobox' },
  { file: 'Carousel', pattern: 'carousel', page: '/components/swiper' },
  { file: 'Combobox', pattern: 'combobox' },
  { file: 'DataGrid', pattern: 'grid' },
  { file: 'Dialog', pattern: 'dialog (modal)', page: '/components/dialogs' },
  { file: 'ConfirmDialog', pattern: 'alertdialog', page: '/components/dialogs' },
  { file: 'Drawer', pattern: 'dialog (modal)' },
  { file: 'DropdownMenu', pattern: 'menu button', page: '/components/menu' },
  { file: 'PageNumbers', pattern: 'navigation landmark', page: '/components/pagination' },
  { file: 'Pagination', pattern: 'navigation landmark', page: '/components/pagination' },
  { file: 'RadioGroup', pattern: 'radio group' },
  { file: 'Rating', pattern: 'radio group', page: '/components/ratings' },
  { file: 'Skeleton', pattern: '—' },
  { file: 'Slider', pattern: 'slider' },
  { file: 'Snackbar', pattern: 'status (live region)', page: '/components/snackbar' },
  { file: 'Switch', pattern: 'switch' },
  { file: 'Tabs', pattern: 'tabs', page: '/components/tabs' },
  { file: 'Timeline', pattern: 'list', page: '/components/timeline' },
  { file: 'Tooltip', pattern: 'tooltip' },
  { file: 'TreeView', pattern: 'tree view', page: '/components/tree-view' },
];

export default function MorePage() {
  const { t } = useTranslation();
  const titleOf = (path: string) => {
    const route = ADMIN_ROUTE_LIST.find((r) => r.path === path);
    return route?.menu ? t(route.menu.title) : path;
  };
  return (
    <ShowcasePage title={t('nav.componentsMore')} subtitle={t('showcaseMore.more.subtitle')} columns="one">
      <Card className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="px-5 pt-5 text-start text-lg font-medium">
            {t('showcaseMore.more.caption')}
          </caption>
          <thead>
            <tr className="border-b border-divider text-xs text-text-muted uppercase">
              <th scope="col" className="px-5 py-3 text-start font-medium">
                {t('showcaseMore.more.component')}
              </th>
              <th scope="col" className="px-5 py-3 text-start font-medium">
                {t('showcaseMore.more.pattern')}
              </th>
              <th scope="col" className="px-5 py-3 text-start font-medium">
                {t('showcaseMore.more.page')}
              </th>
            </tr>
          </thead>
          <tbody>
            {KIT.map((row) => (
              <tr key={row.file} className="border-b border-divider last:border-0">
                <th scope="row" className="px-5 py-3 text-start font-medium">
                  <code dir="ltr">{row.file}</code>
                </th>
                <td className="px-5 py-3" dir="ltr">
                  {row.pattern}
                </td>
                <td className="px-5 py-3">
                  {row.page ? (
                    <Link to={row.page} className={linkClass}>
                      {titleOf(row.page)}
                    </Link>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </ShowcasePage>
  );
}
