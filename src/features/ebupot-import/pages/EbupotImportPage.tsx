import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportCommitAnswer,
  type ImportPreview,
  type ImportRow,
} from '@contract/ebupot-import';
import { routePath } from '@contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Card } from '@/components/ui/Card';
import { FileUploader } from '@/components/ui/FileUploader';
import { FormField } from '@/components/ui/FormField';
import { PageHeader } from '@/components/ui/PageHeader';
import { Switch } from '@/components/ui/Switch';
import { isApiError } from '@/lib/api';
import { useApiErrorMessage } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { commitImport, downloadTemplate, getImport, patchImportRow, uploadImport } from '../api';
import { ImportGrid } from '../components/ImportGrid';
import { ImportProgress } from '../components/ImportProgress';

type Phase = 'idle' | 'uploading' | 'checking' | 'preview' | 'creating' | 'done';

const isInvalid = (row: ImportRow) => Object.keys(row.errors).length > 0;

/**
 * E-Bupot import (issue 21): upload an xlsx or CSV of DJP's e-Bupot Unifikasi layout, see every
 * row checked by the server with the slip rules, fix cells in place or upload again, then create
 * the valid rows as drafts in one go. The import's id is in the address, so a reload finds it.
 */
export default function EbupotImportPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const errorText = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const importId = Number(params.get('import')) || null;
  const [phase, setPhase] = useState<Phase>(importId ? 'checking' : 'idle');
  const [percent, setPercent] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [onlyInvalid, setOnlyInvalid] = useState(false);
  const [result, setResult] = useState<ImportCommitAnswer | null>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);

  const show = useCallback((next: ImportPreview) => {
    setPreview(next);
    setRows(next.rows);
    setPhase(next.status === 'committed' ? 'done' : 'preview');
  }, []);

  // a reload (or a link) with ?import= shows that import again, with every edit made
  const loaded = useRef<number | null>(null);
  useEffect(() => {
    if (!importId || loaded.current === importId || preview?.id === importId) return;
    loaded.current = importId;
    const abort = new AbortController();
    setPhase('checking');
    getImport(importId, abort.signal)
      .then(show)
      .catch((err) => {
        if (abort.signal.aborted) return;
        setProblem(errorText(err));
        setPhase('idle');
      });
    return () => abort.abort();
  }, [importId, preview?.id, show, errorText]);

  const start = async (file: File) => {
    setProblem(null);
    setResult(null);
    setPercent(0);
    setPhase('uploading');
    try {
      const answer = await uploadImport(file, (p) => {
        setPercent(p);
        if (p >= 100) setPhase('checking');
      });
      loaded.current = answer.id;
      show(answer);
      setParams({ import: String(answer.id) }, { replace: true });
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (err) {
      setProblem(uploadError(err));
      setPhase(preview ? 'preview' : 'idle');
    }
  };

  const uploadError = (err: unknown) => {
    if (isApiError(err) && err.code === 'import_bad_header' && err.fields)
      return t('ebupotImport.apiErrors.import_bad_header', { columns: Object.keys(err.fields).join(', ') });
    if (isApiError(err) && err.code === 'import_too_large')
      return t('ebupotImport.apiErrors.import_too_large', { mb: IMPORT_MAX_BYTES / 1024 / 1024 });
    if (isApiError(err) && err.code === 'import_too_many_rows')
      return t('ebupotImport.apiErrors.import_too_many_rows', { rows: formatNumber(IMPORT_MAX_ROWS, lng) });
    return errorText(err);
  };

  const saveCell = useCallback(
    async (line: number, column: string, value: string) => {
      if (!preview) return;
      // shown at once; the server's check replaces it
      setRows((all) =>
        all.map((r) => (r.line === line ? { ...r, values: { ...r.values, [column]: value } } : r)),
      );
      try {
        const { row } = await patchImportRow(preview.id, line, { [column]: value });
        setRows((all) => all.map((r) => (r.line === line ? row : r)));
      } catch (err) {
        toast.error(errorText(err));
      }
    },
    [preview, errorText],
  );

  const counts = useMemo(() => {
    const invalid = rows.filter(isInvalid).length;
    return { total: rows.length, valid: rows.length - invalid, invalid };
  }, [rows]);
  const shown = useMemo(() => (onlyInvalid ? rows.filter(isInvalid) : rows), [rows, onlyInvalid]);

  const create = async () => {
    if (!preview) return;
    setProblem(null);
    setPhase('creating');
    try {
      const answer = await commitImport(preview.id, counts.valid);
      setResult(answer);
      setPhase('done');
      queryClient.invalidateQueries({ queryKey: ['ebupot'] });
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (err) {
      setPhase('preview');
      if (isApiError(err) && err.code === 'import_rows_changed') {
        setProblem(t('ebupotImport.apiErrors.import_rows_changed'));
        getImport(preview.id).then(show, () => undefined);
      } else setProblem(errorText(err));
    }
  };

  const again = () => {
    setPreview(null);
    setRows([]);
    setFiles([]);
    setResult(null);
    setProblem(null);
    setOnlyInvalid(false);
    loaded.current = null;
    setParams({}, { replace: true });
    setPhase('idle');
  };

  const busy = phase === 'uploading' || phase === 'checking' || phase === 'creating';
  const listLink = (() => {
    const one = result?.periods.length === 1 ? result.periods[0] : null;
    const query = new URLSearchParams({ tab: 'belum_terbit' });
    if (one) {
      query.set('masa', String(one.masa));
      query.set('tahun', String(one.tahun));
    }
    return `${routePath('ebupotList')}?${query}`;
  })();

  return (
    <section className="p-4 sm:p-6">
      <PageHeader
        title={t('ebupotImport.title')}
        subtitle={t('ebupotImport.subtitle')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<Download aria-hidden="true" className="size-4" />}
              onClick={() => downloadTemplate('xlsx').catch((err) => toast.error(errorText(err)))}
            >
              {t('ebupotImport.templateXlsx')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<Download aria-hidden="true" className="size-4" />}
              onClick={() => downloadTemplate('csv').catch((err) => toast.error(errorText(err)))}
            >
              {t('ebupotImport.templateCsv')}
            </Button>
          </>
        }
      />

      {phase !== 'done' && (
        <Card className="mb-4 p-4 sm:p-6">
          <h2 className="mb-3 text-base font-semibold text-text">{t('ebupotImport.upload.title')}</h2>
          <FormField
            label={t('ebupotImport.upload.field')}
            hint={t('ebupotImport.upload.help', { rows: formatNumber(IMPORT_MAX_ROWS, lng) })}
          >
            <FileUploader
              files={files}
              onFilesChange={(next) => {
                setFiles(next);
                if (next[0]) start(next[0]);
              }}
              variant={preview ? 'compact' : 'zone'}
              accept=".xlsx,.csv"
              maxSize={IMPORT_MAX_BYTES}
              disabled={busy}
              onReject={(rejections) =>
                setProblem(
                  rejections[0]?.reason === 'size'
                    ? t('ebupotImport.apiErrors.import_too_large', { mb: IMPORT_MAX_BYTES / 1024 / 1024 })
                    : t('ebupotImport.apiErrors.import_bad_file'),
                )
              }
            />
          </FormField>
          {busy && (
            <ImportProgress className="mt-4" phase={phase} percent={phase === 'uploading' ? percent : null} />
          )}
          {problem && (
            <Alert severity="error" className="mt-4">
              {problem}
            </Alert>
          )}
        </Card>
      )}

      {phase === 'done' && (
        <Card className="mb-4 p-4 sm:p-6">
          <h2 ref={statusRef} tabIndex={-1} className="mb-3 text-base font-semibold text-text outline-none">
            {t('ebupotImport.done.title')}
          </h2>
          <Alert severity="success" className="mb-4">
            {t('ebupotImport.done.created', {
              count: result?.created ?? preview?.created ?? 0,
              formatted: formatNumber(result?.created ?? preview?.created ?? 0, lng),
            })}
            {result && result.skipped > 0 && ` ${t('ebupotImport.done.skipped', { count: result.skipped })}`}
          </Alert>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={listLink}>{t('ebupotImport.done.toList')}</ButtonLink>
            <Button
              variant="outlined"
              onClick={again}
              startIcon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              {t('ebupotImport.done.another')}
            </Button>
          </div>
        </Card>
      )}

      {preview && phase !== 'done' && (
        <Card className="p-4 sm:p-6">
          <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2
                ref={statusRef}
                tabIndex={-1}
                className="flex items-center gap-2 text-base font-semibold text-text outline-none"
              >
                <FileSpreadsheet aria-hidden="true" className="size-5 text-primary" />
                <bdi>{preview.fileName}</bdi>
              </h2>
              <p className="mt-1 text-sm text-text-muted" aria-live="polite">
                {t('ebupotImport.counts', {
                  total: formatNumber(counts.total, lng),
                  valid: formatNumber(counts.valid, lng),
                  invalid: formatNumber(counts.invalid, lng),
                })}
              </p>
            </div>
            <Button onClick={create} disabled={busy || counts.valid === 0}>
              {t('ebupotImport.create', { count: counts.valid, formatted: formatNumber(counts.valid, lng) })}
            </Button>
          </div>
          {counts.invalid > 0 && <p className="mb-3 text-sm text-text-muted">{t('ebupotImport.fixHelp')}</p>}
          <Switch
            className="mb-3"
            label={t('ebupotImport.onlyInvalid')}
            checked={onlyInvalid}
            onChange={(e) => setOnlyInvalid(e.target.checked)}
          />
          <ImportGrid rows={shown} onSave={saveCell} />
        </Card>
      )}
    </section>
  );
}
