import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';

/** The toolbar's CSV export (at its end): spins while `run` downloads, then says how it went.
 *  Labels: the feature's `export.button`, `export.done` and `export.failed` under `texts`. */
export function ExportButton({ texts, run }: { texts: string; run: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await run();
      toast.success(t(`${texts}.export.done`));
    } catch (err) {
      toast.error(t(`${texts}.export.failed`, { message: errorText(err) }));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={exportCsv}
      loading={exporting}
      startIcon={<Download aria-hidden="true" className="size-4" />}
    >
      {t(`${texts}.export.button`)}
    </Button>
  );
}
