import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import TypographyColors from '../examples/typography/TypographyColors';
import typographyColorsCode from '../examples/typography/TypographyColors.tsx?source';
import TypographyHeadings from '../examples/typography/TypographyHeadings';
import typographyHeadingsCode from '../examples/typography/TypographyHeadings.tsx?source';
import TypographyTexts from '../examples/typography/TypographyTexts';
import typographyTextsCode from '../examples/typography/TypographyTexts.tsx?source';

/** /ui/typography: heading and text styles from the theme tokens. */
export default function TypographyPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.typography')} section="nav.sectionUserInterface" columns="one">
      <Example title={t('showcase.typography.headings')} code={typographyHeadingsCode}>
        <TypographyHeadings />
      </Example>
      <Example title={t('showcase.typography.texts')} code={typographyTextsCode}>
        <TypographyTexts />
      </Example>
      <Example title={t('showcase.typography.colors')} code={typographyColorsCode}>
        <TypographyColors />
      </Example>
    </ShowcasePage>
  );
}
