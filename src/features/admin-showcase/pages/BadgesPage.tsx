import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import BadgesAlignment from '../examples/badges/BadgesAlignment';
import badgesAlignmentCode from '../examples/badges/BadgesAlignment.tsx?source';
import BadgesCustomLight from '../examples/badges/BadgesCustomLight';
import badgesCustomLightCode from '../examples/badges/BadgesCustomLight.tsx?source';
import BadgesDot from '../examples/badges/BadgesDot';
import badgesDotCode from '../examples/badges/BadgesDot.tsx?source';
import BadgesMax from '../examples/badges/BadgesMax';
import badgesMaxCode from '../examples/badges/BadgesMax.tsx?source';
import BadgesOverlap from '../examples/badges/BadgesOverlap';
import badgesOverlapCode from '../examples/badges/BadgesOverlap.tsx?source';
import BadgesSimple from '../examples/badges/BadgesSimple';
import badgesSimpleCode from '../examples/badges/BadgesSimple.tsx?source';
import BadgesVisibility from '../examples/badges/BadgesVisibility';
import badgesVisibilityCode from '../examples/badges/BadgesVisibility.tsx?source';

/** /components/badges: the template's sections, each a live example of the kit with its source. */
export default function BadgesPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsBadges')} section="nav.components">
      <Example title={t('showcase.badges.simple')} code={badgesSimpleCode}>
        <BadgesSimple />
      </Example>
      <Example title={t('showcase.badges.dot')} code={badgesDotCode}>
        <BadgesDot />
      </Example>
      <Example title={t('showcase.badges.alignment')} code={badgesAlignmentCode}>
        <BadgesAlignment />
      </Example>
      <Example title={t('showcase.badges.max')} code={badgesMaxCode}>
        <BadgesMax />
      </Example>
      <Example title={t('showcase.badges.overlap')} code={badgesOverlapCode}>
        <BadgesOverlap />
      </Example>
      <Example title={t('showcase.badges.visibility')} code={badgesVisibilityCode}>
        <BadgesVisibility />
      </Example>
      <Example title={t('showcase.badges.customLight')} code={badgesCustomLightCode}>
        <BadgesCustomLight />
      </Example>
    </ShowcasePage>
  );
}
