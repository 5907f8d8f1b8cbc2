import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import AvatarsGrouped from '../examples/avatars/AvatarsGrouped';
import avatarsGroupedCode from '../examples/avatars/AvatarsGrouped.tsx?source';
import AvatarsIcon from '../examples/avatars/AvatarsIcon';
import avatarsIconCode from '../examples/avatars/AvatarsIcon.tsx?source';
import AvatarsImage from '../examples/avatars/AvatarsImage';
import avatarsImageCode from '../examples/avatars/AvatarsImage.tsx?source';
import AvatarsLetter from '../examples/avatars/AvatarsLetter';
import avatarsLetterCode from '../examples/avatars/AvatarsLetter.tsx?source';
import AvatarsSizes from '../examples/avatars/AvatarsSizes';
import avatarsSizesCode from '../examples/avatars/AvatarsSizes.tsx?source';
import AvatarsVariants from '../examples/avatars/AvatarsVariants';
import avatarsVariantsCode from '../examples/avatars/AvatarsVariants.tsx?source';
import AvatarsWithBadge from '../examples/avatars/AvatarsWithBadge';
import avatarsWithBadgeCode from '../examples/avatars/AvatarsWithBadge.tsx?source';

/** /components/avatars: the template's sections, each a live example of the kit with its source. */
export default function AvatarsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsAvatars')} section="nav.components">
      <Example title={t('showcase.avatars.image')} code={avatarsImageCode}>
        <AvatarsImage />
      </Example>
      <Example title={t('showcase.avatars.letter')} code={avatarsLetterCode}>
        <AvatarsLetter />
      </Example>
      <Example title={t('showcase.avatars.sizes')} code={avatarsSizesCode}>
        <AvatarsSizes />
      </Example>
      <Example title={t('showcase.avatars.icon')} code={avatarsIconCode}>
        <AvatarsIcon />
      </Example>
      <Example title={t('showcase.avatars.variants')} code={avatarsVariantsCode}>
        <AvatarsVariants />
      </Example>
      <Example title={t('showcase.avatars.withBadge')} code={avatarsWithBadgeCode}>
        <AvatarsWithBadge />
      </Example>
      <Example title={t('showcase.avatars.grouped')} code={avatarsGroupedCode}>
        <AvatarsGrouped />
      </Example>
    </ShowcasePage>
  );
}
