import { useTranslation } from 'react-i18next';
import { ChartPage, lazyCharts } from '../components/ChartPage';

const charts = lazyCharts(() => import('../components/ChartjsCharts'));

/** /charts/chartjs: chart.js (canvas) through react-chartjs-2; the library loads with the charts, after the page shell. */
export default function ChartjsPage() {
  const { t } = useTranslation();
  return (
    <ChartPage title={t('nav.chartsChartjs')} library="chart.js 4.6 + react-chartjs-2 5.3">
      {charts}
    </ChartPage>
  );
}
