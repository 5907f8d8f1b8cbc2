import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import GroupBasic from '../examples/button-group/GroupBasic';
import groupBasicCode from '../examples/button-group/GroupBasic.tsx?source';
import GroupColors from '../examples/button-group/GroupColors';
import groupColorsCode from '../examples/button-group/GroupColors.tsx?source';
import GroupSizes from '../examples/button-group/GroupSizes';
import groupSizesCode from '../examples/button-group/GroupSizes.tsx?source';
import GroupSplit from '../examples/button-group/GroupSplit';
import groupSplitCode from '../examples/button-group/GroupSplit.tsx?source';
import GroupVertical from '../examples/button-group/GroupVertical';
import groupVerticalCode from '../examples/button-group/GroupVertical.tsx?source';
import ToggleColors from '../examples/button-group/ToggleColors';
import toggleColorsCode from '../examples/button-group/ToggleColors.tsx?source';
import ToggleCustomized from '../examples/button-group/ToggleCustomized';
import toggleCustomizedCode from '../examples/button-group/ToggleCustomized.tsx?source';
import ToggleEnforce from '../examples/button-group/ToggleEnforce';
import toggleEnforceCode from '../examples/button-group/ToggleEnforce.tsx?source';
import ToggleMultiple from '../examples/button-group/ToggleMultiple';
import toggleMultipleCode from '../examples/button-group/ToggleMultiple.tsx?source';
import ToggleSimple from '../examples/button-group/ToggleSimple';
import toggleSimpleCode from '../examples/button-group/ToggleSimple.tsx?source';
import ToggleSizes from '../examples/button-group/ToggleSizes';
import toggleSizesCode from '../examples/button-group/ToggleSizes.tsx?source';
import ToggleVertical from '../examples/button-group/ToggleVertical';
import toggleVerticalCode from '../examples/button-group/ToggleVertical.tsx?source';

/** /components/button-group: the template's sections, each a live example of the kit with its source. */
export default function ButtonGroupPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsButtonGroup')} section="nav.components">
      <Example title={t('showcase.buttonGroup.basic')} code={groupBasicCode}>
        <GroupBasic />
      </Example>
      <Example title={t('showcase.buttonGroup.sizes')} code={groupSizesCode}>
        <GroupSizes />
      </Example>
      <Example title={t('showcase.buttonGroup.vertical')} code={groupVerticalCode}>
        <GroupVertical />
      </Example>
      <Example title={t('showcase.buttonGroup.split')} code={groupSplitCode}>
        <GroupSplit />
      </Example>
      <Example title={t('showcase.buttonGroup.colors')} code={groupColorsCode}>
        <GroupColors />
      </Example>
      <Example title={t('showcase.buttonGroup.toggleSimple')} code={toggleSimpleCode}>
        <ToggleSimple />
      </Example>
      <Example title={t('showcase.buttonGroup.toggleMultiple')} code={toggleMultipleCode}>
        <ToggleMultiple />
      </Example>
      <Example title={t('showcase.buttonGroup.toggleSizes')} code={toggleSizesCode}>
        <ToggleSizes />
      </Example>
      <Example title={t('showcase.buttonGroup.toggleVertical')} code={toggleVerticalCode}>
        <ToggleVertical />
      </Example>
      <Example title={t('showcase.buttonGroup.toggleEnforce')} code={toggleEnforceCode}>
        <ToggleEnforce />
      </Example>
      <Example title={t('showcase.buttonGroup.toggleCustomized')} code={toggleCustomizedCode}>
        <ToggleCustomized />
      </Example>
      <Example title={t('showcase.buttonGroup.toggleColors')} code={toggleColorsCode}>
        <ToggleColors />
      </Example>
    </ShowcasePage>
  );
}
