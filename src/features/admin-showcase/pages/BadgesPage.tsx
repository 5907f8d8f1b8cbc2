import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import BadgesAlignment from '../examples/badges/BadgesAlignment';
import badgesAlignmentCode from '../examples/badges/BadgesAlignment.tsx?raw';
import BadgesCustomLight from '../examples/badges/BadgesCustomLight';
import badgesCustomLightCode from '../examples/badges/BadgesCustomLight.tsx?raw';
import BadgesDot from '../examples/badges/BadgesDot';
import badgesDotCode from '../examples/badges/BadgesDot.tsx?raw';
import BadgesMax from '../examples/badges/BadgesMax';
import badgesMaxCode from '../examples/badges/BadgesMax.tsx?raw';
import BadgesOverlap from '../examples/badges/BadgesOverlap';
import badgesOverlapCode from '../examples/badges/BadgesOverlap.tsx?raw';
import BadgesSimple from '../examples/badges/BadgesSimple';
import badgesSimpleCode from '../examples/badges/BadgesSimple.tsx?raw';
import BadgesVisibility from '../examples/badges/BadgesVisibility';
import badgesVisibilityCode from '../examples/badges/BadgesVisibility.tsx?raw';

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
