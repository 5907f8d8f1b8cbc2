import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import ListCheckbox from '../examples/list/ListCheckbox';
import listCheckboxCode from '../examples/list/ListCheckbox.tsx?source';
import ListDense from '../examples/list/ListDense';
import listDenseCode from '../examples/list/ListDense.tsx?source';
import ListNested from '../examples/list/ListNested';
import listNestedCode from '../examples/list/ListNested.tsx?source';
import ListSecondary from '../examples/list/ListSecondary';
import listSecondaryCode from '../examples/list/ListSecondary.tsx?source';
import ListSelected from '../examples/list/ListSelected';
import listSelectedCode from '../examples/list/ListSelected.tsx?source';
import ListSimple from '../examples/list/ListSimple';
import listSimpleCode from '../examples/list/ListSimple.tsx?source';
import ListSticky from '../examples/list/ListSticky';
import listStickyCode from '../examples/list/ListSticky.tsx?source';
import ListSwitch from '../examples/list/ListSwitch';
import listSwitchCode from '../examples/list/ListSwitch.tsx?source';

/** /components/list: the template's sections, each a live example of the kit with its source. */
export default function ListPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsList')} section="nav.components">
      <Example title={t('showcase.list.simple')} code={listSimpleCode}>
        <ListSimple />
      </Example>
      <Example title={t('showcase.list.nested')} code={listNestedCode}>
        <ListNested />
      </Example>
      <Example title={t('showcase.list.dense')} code={listDenseCode}>
        <ListDense />
      </Example>
      <Example title={t('showcase.list.secondary')} code={listSecondaryCode}>
        <ListSecondary />
      </Example>
      <Example title={t('showcase.list.selected')} code={listSelectedCode}>
        <ListSelected />
      </Example>
      <Example title={t('showcase.list.checkbox')} code={listCheckboxCode}>
        <ListCheckbox />
      </Example>
      <Example title={t('showcase.list.switch')} code={listSwitchCode}>
        <ListSwitch />
      </Example>
      <Example title={t('showcase.list.sticky')} code={listStickyCode}>
        <ListSticky />
      </Example>
    </ShowcasePage>
  );
}
