import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import ChipsArray from '../examples/chips/ChipsArray';
import chipsArrayCode from '../examples/chips/ChipsArray.tsx?source';
import ChipsAvatar from '../examples/chips/ChipsAvatar';
import chipsAvatarCode from '../examples/chips/ChipsAvatar.tsx?source';
import ChipsClickable from '../examples/chips/ChipsClickable';
import chipsClickableCode from '../examples/chips/ChipsClickable.tsx?source';
import ChipsColors from '../examples/chips/ChipsColors';
import chipsColorsCode from '../examples/chips/ChipsColors.tsx?source';
import ChipsCustomLight from '../examples/chips/ChipsCustomLight';
import chipsCustomLightCode from '../examples/chips/ChipsCustomLight.tsx?source';
import ChipsDelete from '../examples/chips/ChipsDelete';
import chipsDeleteCode from '../examples/chips/ChipsDelete.tsx?source';
import ChipsDisabled from '../examples/chips/ChipsDisabled';
import chipsDisabledCode from '../examples/chips/ChipsDisabled.tsx?source';
import ChipsIcon from '../examples/chips/ChipsIcon';
import chipsIconCode from '../examples/chips/ChipsIcon.tsx?source';
import ChipsSizes from '../examples/chips/ChipsSizes';
import chipsSizesCode from '../examples/chips/ChipsSizes.tsx?source';
import ChipsVariants from '../examples/chips/ChipsVariants';
import chipsVariantsCode from '../examples/chips/ChipsVariants.tsx?source';

/** /components/chips: the template's sections, each a live example of the kit with its source. */
export default function ChipsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsChips')} section="nav.components">
      <Example title={t('showcase.chips.variants')} code={chipsVariantsCode}>
        <ChipsVariants />
      </Example>
      <Example title={t('showcase.chips.disabled')} code={chipsDisabledCode}>
        <ChipsDisabled />
      </Example>
      <Example title={t('showcase.chips.colors')} code={chipsColorsCode}>
        <ChipsColors />
      </Example>
      <Example title={t('showcase.chips.delete')} code={chipsDeleteCode}>
        <ChipsDelete />
      </Example>
      <Example title={t('showcase.chips.sizes')} code={chipsSizesCode}>
        <ChipsSizes />
      </Example>
      <Example title={t('showcase.chips.clickable')} code={chipsClickableCode}>
        <ChipsClickable />
      </Example>
      <Example title={t('showcase.chips.avatar')} code={chipsAvatarCode}>
        <ChipsAvatar />
      </Example>
      <Example title={t('showcase.chips.icon')} code={chipsIconCode}>
        <ChipsIcon />
      </Example>
      <Example title={t('showcase.chips.array')} code={chipsArrayCode}>
        <ChipsArray />
      </Example>
      <Example title={t('showcase.chips.customLight')} code={chipsCustomLightCode}>
        <ChipsCustomLight />
      </Example>
    </ShowcasePage>
  );
}
