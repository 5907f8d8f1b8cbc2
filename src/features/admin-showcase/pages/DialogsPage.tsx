import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import DialogAlert from '../examples/dialogs/DialogAlert';
import dialogAlertCode from '../examples/dialogs/DialogAlert.tsx?source';
import DialogConfirmation from '../examples/dialogs/DialogConfirmation';
import dialogConfirmationCode from '../examples/dialogs/DialogConfirmation.tsx?source';
import DialogCustomized from '../examples/dialogs/DialogCustomized';
import dialogCustomizedCode from '../examples/dialogs/DialogCustomized.tsx?source';
import DialogForm from '../examples/dialogs/DialogForm';
import dialogFormCode from '../examples/dialogs/DialogForm.tsx?source';
import DialogFullScreen from '../examples/dialogs/DialogFullScreen';
import dialogFullScreenCode from '../examples/dialogs/DialogFullScreen.tsx?source';
import DialogResponsive from '../examples/dialogs/DialogResponsive';
import dialogResponsiveCode from '../examples/dialogs/DialogResponsive.tsx?source';
import DialogScrolling from '../examples/dialogs/DialogScrolling';
import dialogScrollingCode from '../examples/dialogs/DialogScrolling.tsx?source';
import DialogSimple from '../examples/dialogs/DialogSimple';
import dialogSimpleCode from '../examples/dialogs/DialogSimple.tsx?source';
import DialogSizes from '../examples/dialogs/DialogSizes';
import dialogSizesCode from '../examples/dialogs/DialogSizes.tsx?source';
import DialogTransitions from '../examples/dialogs/DialogTransitions';
import dialogTransitionsCode from '../examples/dialogs/DialogTransitions.tsx?source';

/** /components/dialogs: the template's sections, each a live example of the kit with its source. */
export default function DialogsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsDialogs')} section="nav.components">
      <Example title={t('showcase.dialogs.simple')} code={dialogSimpleCode}>
        <DialogSimple />
      </Example>
      <Example title={t('showcase.dialogs.alerts')} code={dialogAlertCode}>
        <DialogAlert />
      </Example>
      <Example title={t('showcase.dialogs.transitions')} code={dialogTransitionsCode}>
        <DialogTransitions />
      </Example>
      <Example title={t('showcase.dialogs.form')} code={dialogFormCode}>
        <DialogForm />
      </Example>
      <Example title={t('showcase.dialogs.customized')} code={dialogCustomizedCode}>
        <DialogCustomized />
      </Example>
      <Example title={t('showcase.dialogs.fullScreen')} code={dialogFullScreenCode}>
        <DialogFullScreen />
      </Example>
      <Example title={t('showcase.dialogs.sizes')} code={dialogSizesCode}>
        <DialogSizes />
      </Example>
      <Example title={t('showcase.dialogs.responsive')} code={dialogResponsiveCode}>
        <DialogResponsive />
      </Example>
      <Example title={t('showcase.dialogs.confirmation')} code={dialogConfirmationCode}>
        <DialogConfirmation />
      </Example>
      <Example title={t('showcase.dialogs.scrolling')} code={dialogScrollingCode}>
        <DialogScrolling />
      </Example>
    </ShowcasePage>
  );
}
