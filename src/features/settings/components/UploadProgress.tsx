import { useTranslation } from 'react-i18next';

/** Upload progress bar (0–100) with its percentage. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={t('settings.file.uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-primary/15"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-end text-xs tabular-nums text-text-muted">{percent}%</span>
    </div>
  );
}
