import { useTranslation } from 'react-i18next';
import { Example } from '../components/Example';
import { ShowcasePage } from '../components/ShowcasePage';
import AlertsAction from '../examples/alerts/AlertsAction';
import alertsActionCode from '../examples/alerts/AlertsAction.tsx?source';
import AlertsBasic from '../examples/alerts/AlertsBasic';
import alertsBasicCode from '../examples/alerts/AlertsBasic.tsx?source';
import AlertsDescription from '../examples/alerts/AlertsDescription';
import alertsDescriptionCode from '../examples/alerts/AlertsDescription.tsx?source';
import AlertsDismissible from '../examples/alerts/AlertsDismissible';
import alertsDismissibleCode from '../examples/alerts/AlertsDismissible.tsx?source';
import AlertsFilled from '../examples/alerts/AlertsFilled';
import alertsFilledCode from '../examples/alerts/AlertsFilled.tsx?source';
import AlertsOutlined from '../examples/alerts/AlertsOutlined';
import alertsOutlinedCode from '../examples/alerts/AlertsOutlined.tsx?source';

/** /components/alerts: the template's sections, each a live example of the kit with its source. */
export default function AlertsPage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage title={t('nav.componentsAlerts')} section="nav.components">
      <Example title={t('showcase.alerts.basic')} code={alertsBasicCode}>
        <AlertsBasic />
      </Example>
      <Example title={t('showcase.alerts.outlined')} code={alertsOutlinedCode}>
        <AlertsOutlined />
      </Example>
      <Example title={t('showcase.alerts.filled')} code={alertsFilledCode}>
        <AlertsFilled />
      </Example>
      <Example title={t('showcase.alerts.action')} code={alertsActionCode}>
        <AlertsAction />
      </Example>
      <Example title={t('showcase.alerts.description')} code={alertsDescriptionCode}>
        <AlertsDescription />
      </Example>
      <Example title={t('showcase.alerts.dismissible')} code={alertsDismissibleCode}>
        <AlertsDismissible />
      </Example>
    </ShowcasePage>
  );
}
