import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import IconsGrid from '../examples/icons/IconsGrid';
import iconsGridCode from '../examples/icons/IconsGrid.tsx?source';
import IconsUsage from '../examples/icons/IconsUsage';
import iconsUsageCode from '../examples/icons/IconsUsage.tsx?source';

/** /ui/icons: the lucide icons the portal uses, searchable; a click copies the icon's name. */
export default function IconsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage
      title={t('nav.icons')}
      section="nav.sectionUserInterface"
      subtitle={t('showcase.icons.subtitle')}
      columns="one"
    >
      <Example title={t('showcase.icons.usage')} code={iconsUsageCode}>
        <IconsUsage />
      </Example>
      <Example title={t('showcase.icons.portalIcons')} code={iconsGridCode}>
        <IconsGrid />
      </Example>
    </ShowcasePage>
  );
}
