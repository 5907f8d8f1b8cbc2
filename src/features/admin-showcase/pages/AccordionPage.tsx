import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import AccordionActions from '../examples/accordion/AccordionActions';
import accordionActionsCode from '../examples/accordion/AccordionActions.tsx?source';
import AccordionControlled from '../examples/accordion/AccordionControlled';
import accordionControlledCode from '../examples/accordion/AccordionControlled.tsx?source';
import AccordionCustomized from '../examples/accordion/AccordionCustomized';
import accordionCustomizedCode from '../examples/accordion/AccordionCustomized.tsx?source';
import AccordionSimple from '../examples/accordion/AccordionSimple';
import accordionSimpleCode from '../examples/accordion/AccordionSimple.tsx?source';

/** /components/accordion: the template's sections, each a live example of the kit with its source. */
export default function AccordionPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsAccordion')} section="nav.components" columns="one">
      <Example title={t('showcase.accordion.simple')} code={accordionSimpleCode}>
        <AccordionSimple />
      </Example>
      <Example title={t('showcase.accordion.controlled')} code={accordionControlledCode}>
        <AccordionControlled />
      </Example>
      <Example title={t('showcase.accordion.customized')} code={accordionCustomizedCode}>
        <AccordionCustomized />
      </Example>
      <Example title={t('showcase.accordion.actions')} code={accordionActionsCode}>
        <AccordionActions />
      </Example>
    </ShowcasePage>
  );
}
