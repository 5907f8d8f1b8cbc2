import { pricingView } from '@contract/content/views';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { PageState, PricingView } from '@/features/help';
import { useAbility } from '@/lib/acl';
import { ContentDialog } from '../components/ContentDialog';
import { ItemActions } from '../components/ItemActions';
import { placeOf, useContentPage } from '../components/useContentPage';

/** /pages/pricing: the plans as clients read them, drafts too, edited in place. */
export default function ContentPricingPage() {
  const { t, i18n } = useTranslation();
  const ability = useAbility();
  const { state, dialog, setDialog } = useContentPage(['plans']);
  return (
    <PageState query={state}>
      {(items) => (
        <>
          {ability.can('create', 'content') && (
            <div className="mb-4 flex justify-end">
              <Button onClick={() => setDialog({ kind: 'plans', item: null })}>
                <Plus className="size-4" aria-hidden="true" />
                {t('contentAdmin.new.plans')}
              </Button>
            </div>
          )}
          <PricingView
            plans={pricingView(items, { lang: i18n.language, drafts: true }).plans}
            actions={(plan) => (
              <div className="mt-4 flex justify-center border-t border-divider pt-3">
                <ItemActions
                  place={placeOf(items, plan.id, plan.title)}
                  onEdit={() =>
                    setDialog({ kind: 'plans', item: items.find((i) => i.id === plan.id) ?? null })
                  }
                />
              </div>
            )}
          />
          {dialog && <ContentDialog {...dialog} onClose={() => setDialog(null)} />}
        </>
      )}
    </PageState>
  );
}
