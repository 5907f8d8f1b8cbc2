import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import ButtonsColors from '../examples/buttons/ButtonsColors';
import buttonsColorsCode from '../examples/buttons/ButtonsColors.tsx?source';
import ButtonsContained from '../examples/buttons/ButtonsContained';
import buttonsContainedCode from '../examples/buttons/ButtonsContained.tsx?source';
import ButtonsCustomized from '../examples/buttons/ButtonsCustomized';
import buttonsCustomizedCode from '../examples/buttons/ButtonsCustomized.tsx?source';
import ButtonsFab from '../examples/buttons/ButtonsFab';
import buttonsFabCode from '../examples/buttons/ButtonsFab.tsx?source';
import ButtonsFabSizes from '../examples/buttons/ButtonsFabSizes';
import buttonsFabSizesCode from '../examples/buttons/ButtonsFabSizes.tsx?source';
import ButtonsIconButtons from '../examples/buttons/ButtonsIconButtons';
import buttonsIconButtonsCode from '../examples/buttons/ButtonsIconButtons.tsx?source';
import ButtonsOutlined from '../examples/buttons/ButtonsOutlined';
import buttonsOutlinedCode from '../examples/buttons/ButtonsOutlined.tsx?source';
import ButtonsSizes from '../examples/buttons/ButtonsSizes';
import buttonsSizesCode from '../examples/buttons/ButtonsSizes.tsx?source';
import ButtonsText from '../examples/buttons/ButtonsText';
import buttonsTextCode from '../examples/buttons/ButtonsText.tsx?source';
import ButtonsWithIcon from '../examples/buttons/ButtonsWithIcon';
import buttonsWithIconCode from '../examples/buttons/ButtonsWithIcon.tsx?source';

/** /components/buttons: the template's sections, each a live example of the kit with its source. */
export default function ButtonsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsButtons')} section="nav.components">
      <Example title={t('showcase.buttons.contained')} code={buttonsContainedCode}>
        <ButtonsContained />
      </Example>
      <Example title={t('showcase.buttons.text')} code={buttonsTextCode}>
        <ButtonsText />
      </Example>
      <Example title={t('showcase.buttons.outlined')} code={buttonsOutlinedCode}>
        <ButtonsOutlined />
      </Example>
      <Example title={t('showcase.buttons.withIcon')} code={buttonsWithIconCode}>
        <ButtonsWithIcon />
      </Example>
      <Example title={t('showcase.buttons.iconButtons')} code={buttonsIconButtonsCode}>
        <ButtonsIconButtons />
      </Example>
      <Example title={t('showcase.buttons.sizes')} code={buttonsSizesCode}>
        <ButtonsSizes />
      </Example>
      <Example title={t('showcase.buttons.colors')} code={buttonsColorsCode}>
        <ButtonsColors />
      </Example>
      <Example title={t('showcase.buttons.customized')} code={buttonsCustomizedCode}>
        <ButtonsCustomized />
      </Example>
      <Example title={t('showcase.buttons.fab')} code={buttonsFabCode}>
        <ButtonsFab />
      </Example>
      <Example title={t('showcase.buttons.fabSizes')} code={buttonsFabSizesCode}>
        <ButtonsFabSizes />
      </Example>
    </ShowcasePage>
  );
}
