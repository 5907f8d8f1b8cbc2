import type { MaintenanceStatus } from '@contract/maintenance';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useT } from '@/lib/i18n/useT';
import { fetchMaintenance } from '../api/maintenance';
import { ToolsIllustration } from '../components/Illustration';

/**
 * What a client sees while maintenance mode is on (`status`, from the app's check), and the
 * admin's demo page of it, which asks the server itself: the admin's message and expected end
 * when it is on, the general text otherwise.
 */
export default function UnderMaintenancePage({ status }: { status?: MaintenanceStatus }) {
  const { t, lng } = useT();
  const [asked, setAsked] = useState<MaintenanceStatus | undefined>();
  useEffect(() => {
    if (status) return;
    let live = true;
    fetchMaintenance().then(
      (answer) => live && setAsked(answer),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [status]);
  const shown = status ?? asked;
  const endsAt =
    shown?.active && shown.ends_at
      ? new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(shown.ends_at),
        )
      : null;
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-12 text-center">
      <ToolsIllustration />
      <h1 className="mt-6 text-2xl font-semibold text-text">{t('misc.maintenance.title')}</h1>
      <p className="mt-2 max-w-md text-text-muted" data-testid="maintenance-message">
        {shown?.active && shown.message ? shown.message : t('misc.maintenance.text')}
      </p>
      {endsAt && (
        <p className="mt-2 text-sm text-text-muted">{t('misc.maintenance.endsAt', { when: endsAt })}</p>
      )}
      {!status && (
        <div className="mt-8">
          <ButtonLink to="/">{t('misc.backHome')}</ButtonLink>
        </div>
      )}
    </section>
  );
}
