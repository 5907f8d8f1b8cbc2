import {
  CORETAX_FORMS,
  type CoretaxForm,
  type CoretaxProblem,
  type SptMasaSummary,
} from '@contract/ebupot-report';
import { FileCode2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useApiErrorMessage } from '@/lib/errors';
import { CoretaxInvalidError, downloadCoretaxXml } from '../api/masa-report';
import { Ltr } from './Ltr';

/**
 * Downloads the masa's issued slips as the XML Coretax imports: BPPU (resident recipients) and
 * BPNR (PPh 26). The server checks every field first; what breaks a rule is listed here.
 */
export function CoretaxExport({ summary }: { summary: SptMasaSummary }) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [busy, setBusy] = useState<CoretaxForm | null>(null);
  const [problems, setProblems] = useState<CoretaxProblem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (form: CoretaxForm) => {
    setBusy(form);
    setProblems(null);
    setError(null);
    try {
      await downloadCoretaxXml(summary, form);
    } catch (err) {
      if (err instanceof CoretaxInvalidError) setProblems(err.problems);
      else setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-text-muted">{t('ebupotMasa.coretax.help')}</p>
      <div className="flex flex-wrap gap-2">
        {CORETAX_FORMS.map((form) => (
          <Button
            key={form}
            variant="outlined"
            startIcon={<FileCode2 aria-hidden="true" className="size-4" />}
            disabled={summary.forms[form] === 0}
            loading={busy === form}
            onClick={() => download(form)}
          >
            {t('ebupotMasa.coretax.download', { form, count: summary.forms[form] })}
          </Button>
        ))}
      </div>
      {error && <Alert severity="error">{error}</Alert>}
      {problems && (
        <Alert severity="error" title={t('ebupotMasa.coretax.invalid', { count: problems.length })}>
          <ul className="list-disc ps-5" data-testid="coretax-problems">
            {problems.map((p) => (
              <li key={`${p.slipId}-${p.field}-${p.message}`}>
                {p.number ? <Ltr className="font-mono">{p.number}</Ltr> : t('ebupotMasa.coretax.file')}
                {' · '}
                <Ltr className="font-mono">{p.field}</Ltr>: <span lang="en">{p.message}</span>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
