import {
  CreditCard,
  Gift,
  KeyRound,
  type LucideIcon,
  MapPin,
  Rocket,
  Share2,
  Tags,
  UserPen,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useSession } from '@/lib/session';
import { ShowcasePage } from '../components/ShowcasePage';
import { AddAddressDialog } from '../dialogs/AddAddressDialog';
import { AddCardDialog } from '../dialogs/AddCardDialog';
import { CreateAppDialog } from '../dialogs/CreateAppDialog';
import { EditUserInfoDialog } from '../dialogs/EditUserInfoDialog';
import { PricingDialog } from '../dialogs/PricingDialog';
import { ReferEarnDialog } from '../dialogs/ReferEarnDialog';
import { ShareProjectDialog } from '../dialogs/ShareProjectDialog';
import { TwoFactorDialog } from '../dialogs/TwoFactorDialog';

type Key = 'share' | 'card' | 'pricing' | 'refer' | 'user' | 'address' | 'app' | 'twoFactor';

/** The template's eight dialogs, each a card with the button that opens it; they are forms with validation. */
export default function DialogExamplesPage() {
  const { t } = useTranslation();
  const user = useSession().user;
  const [open, setOpen] = useState<Key | null>(null);
  const close = () => setOpen(null);
  const dialogs: { key: Key; icon: LucideIcon; dialog: ReactNode }[] = [
    { key: 'share', icon: Share2, dialog: <ShareProjectDialog onClose={close} /> },
    { key: 'card', icon: CreditCard, dialog: <AddCardDialog onClose={close} /> },
    { key: 'pricing', icon: Tags, dialog: <PricingDialog onClose={close} /> },
    { key: 'refer', icon: Gift, dialog: <ReferEarnDialog onClose={close} /> },
    { key: 'user', icon: UserPen, dialog: user && <EditUserInfoDialog user={user} onClose={close} /> },
    { key: 'address', icon: MapPin, dialog: <AddAddressDialog onClose={close} /> },
    { key: 'app', icon: Rocket, dialog: <CreateAppDialog onClose={close} /> },
    { key: 'twoFactor', icon: KeyRound, dialog: <TwoFactorDialog onClose={close} /> },
  ];
  return (
    <ShowcasePage
      title={t('nav.dialogExamples')}
      subtitle={t('showcaseMore.dialogs.subtitle')}
      section="nav.sectionAppsPages"
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:col-span-2 xl:grid-cols-4">
        {dialogs.map(({ key, icon: Icon }) => (
          <Card key={key} className="flex flex-col items-center p-6 text-center">
            <Icon
              aria-hidden="true"
              className="size-9 text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]"
            />
            <h2 className="mt-3 text-lg font-medium">{t(`showcaseMore.dialogs.${key}.title`)}</h2>
            <p className="mt-1 flex-1 text-sm text-text-muted">{t(`showcaseMore.dialogs.${key}.card`)}</p>
            <Button className="mt-4" onClick={() => setOpen(key)}>
              {t('showcaseMore.dialogs.show')}
            </Button>
          </Card>
        ))}
      </div>
      {open && dialogs.find((d) => d.key === open)?.dialog}
    </ShowcasePage>
  );
}
