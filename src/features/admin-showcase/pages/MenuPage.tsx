import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import MenuComposition from '../examples/menu/MenuComposition';
import menuCompositionCode from '../examples/menu/MenuComposition.tsx?source';
import MenuContext from '../examples/menu/MenuContext';
import menuContextCode from '../examples/menu/MenuContext.tsx?source';
import MenuCustomized from '../examples/menu/MenuCustomized';
import menuCustomizedCode from '../examples/menu/MenuCustomized.tsx?source';
import MenuMaxHeight from '../examples/menu/MenuMaxHeight';
import menuMaxHeightCode from '../examples/menu/MenuMaxHeight.tsx?source';
import MenuSelected from '../examples/menu/MenuSelected';
import menuSelectedCode from '../examples/menu/MenuSelected.tsx?source';
import MenuSimple from '../examples/menu/MenuSimple';
import menuSimpleCode from '../examples/menu/MenuSimple.tsx?source';

/** /components/menu: the template's sections, each a live example of the kit with its source. */
export default function MenuPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsMenu')} section="nav.components">
      <Example title={t('showcase.menu.simple')} code={menuSimpleCode}>
        <MenuSimple />
      </Example>
      <Example title={t('showcase.menu.selected')} code={menuSelectedCode}>
        <MenuSelected />
      </Example>
      <Example title={t('showcase.menu.composition')} code={menuCompositionCode}>
        <MenuComposition />
      </Example>
      <Example title={t('showcase.menu.customized')} code={menuCustomizedCode}>
        <MenuCustomized />
      </Example>
      <Example title={t('showcase.menu.maxHeight')} code={menuMaxHeightCode}>
        <MenuMaxHeight />
      </Example>
      <Example title={t('showcase.menu.context')} code={menuContextCode}>
        <MenuContext />
      </Example>
    </ShowcasePage>
  );
}
