import {
  CORETAX_FORMS,
  CORETAX_MAX_RECORDS,
  type CoretaxForm,
  type CoretaxProblem,
  coretaxParts,
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
 * BPNR (PPh 26). The server checks every field first; what breaks a rule is listed here. A form
 * with more slips than Coretax takes in one file comes as numbered files, a button each.
 */
export function CoretaxExport({ summary }: { summary: SptMasaSummary }) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<CoretaxProblem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (form: CoretaxForm, part: number, parts: number) => {
    setBusy(`${form}-${part}`);
    setProblems(null);
    setError(null);
    try {
      await downloadCoretaxXml(summary, form, part, parts);
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
      {CORETAX_FORMS.filter((form) => summary.forms[form] > CORETAX_MAX_RECORDS).map((form) => (
        <p key={form} className="text-sm text-text-muted" data-testid={`coretax-split-${form}`}>
          {t('ebupotMasa.coretax.split', {
            form,
            total: summary.forms[form],
            max: CORETAX_MAX_RECORDS,
            parts: coretaxParts(summary.forms[form]),
          })}
        </p>
      ))}
      <div className="flex flex-wrap gap-2">
        {CORETAX_FORMS.flatMap((form) => {
          const count = summary.forms[form];
          const parts = coretaxParts(count);
          return Array.from({ length: parts }, (_, i) => {
            const part = i + 1;
            return (
              <Button
                key={`${form}-${part}`}
                variant="outlined"
                startIcon={<FileCode2 aria-hidden="true" className="size-4" />}
                disabled={count === 0 || (busy !== null && busy !== `${form}-${part}`)}
                loading={busy === `${form}-${part}`}
                onClick={() => download(form, part, parts)}
              >
                {parts === 1
                  ? t('ebupotMasa.coretax.download', { form, count })
                  : t('ebupotMasa.coretax.downloadPart', {
                      form,
                      part,
                      parts,
                      from: i * CORETAX_MAX_RECORDS + 1,
                      to: Math.min(count, part * CORETAX_MAX_RECORDS),
                    })}
              </Button>
            );
          });
        })}
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
