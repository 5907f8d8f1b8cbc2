import { useTranslation } from 'react-i18next';
import { ChartPage, lazyCharts } from '../components/ChartPage';

const charts = lazyCharts(() => import('../components/RechartsCharts'));

/** /charts/recharts: recharts (SVG); the library loads with the charts, after the page shell. */
export default function RechartsPage() {
  const { t } = useTranslation();
  return (
    <ChartPage title={t('nav.chartsRecharts')} library="recharts 3.10">
      {charts}
    </ChartPage>
  );
}
