import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { PageHeader } from '@/components/ui/PageHeader';
import { defineAbilityFor } from '@/lib/acl';
import { roleLabel } from '@/lib/acl/role-label';
import { useAtomSnapshot } from '@/lib/atom-snapshot';
import { userAtom } from '@/lib/session/atoms';

/**
 * The template's /acl page: a card for everyone who may read the 'acl-page' subject, a second
 * only for those who may read 'analytics', and beyond the template the rules the signed-in user
 * holds (for a staff role without permission rows: the fallback for this page's subject).
 */
export default function AclPage() {
  const { t } = useTranslation();
  const user = useAtomSnapshot(userAtom);
  const ability = defineAbilityFor(user?.role, 'acl-page', user?.permissions);
  const subject = (s: string) => (s === 'all' ? t('acl.everySubject') : s);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('acl.title')}
        subtitle={t('acl.subtitle', { role: roleLabel(t, user?.role ?? '') })}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Card data-testid="acl-common-card">
          <CardHeader title={t('acl.common.title')} />
          <p className="px-5 pb-5 text-text-muted">{t('acl.common.text')}</p>
        </Card>
        {ability.can('read', 'analytics') && (
          <Card data-testid="acl-analytics-card">
            <CardHeader title={t('acl.analytics.title')} />
            <p className="px-5 pb-5 text-text-muted">{t('acl.analytics.text')}</p>
          </Card>
        )}
      </div>
      <Card>
        <CardHeader title={t('acl.rules.title')} subtitle={t('acl.rules.hint')} />
        <div className="overflow-x-auto px-5 pb-5">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('acl.rules.title')}</caption>
            <thead>
              <tr className="border-b border-divider text-text-muted">
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {t('acl.rules.effect')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {t('acl.rules.action')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('acl.rules.subject')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ability.rules.map((rule) => (
                <tr
                  key={`${rule.inverted}-${rule.action}-${rule.subject}`}
                  className="border-b border-divider"
                >
                  <td className="py-2 pe-4">{rule.inverted ? t('acl.rules.cannot') : t('acl.rules.can')}</td>
                  <td className="py-2 pe-4 font-mono">{[rule.action].flat().join(', ')}</td>
                  <td className="py-2 font-mono">
                    {[rule.subject].flat().map(String).map(subject).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
