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
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ShowcasePage } from '../components/ShowcasePage';
import type { DialogKey as Key } from '../dialogs/ExampleDialog';

// The dialogs (their forms and validation with them) are not on the page's first load: they are
// fetched once it has mounted.
const loadDialogs = () => import('../dialogs/ExampleDialog');
const ExampleDialog = lazy(loadDialogs);

/** The template's eight dialogs, each a card with the button that opens it; they are forms with validation. */
export default function DialogExamplesPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Key | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    loadDialogs().catch(() => undefined); // opening one tries again
  }, []);
  const show = (key: Key) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setOpen(key);
  };
  const close = () => {
    setOpen(null);
    // Headless UI gives focus back to the opener; should a dialog have opened before its module
    // followed focus (a click before the dialogs loaded), do it here
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) opener.current?.focus();
    });
  };
  const dialogs: { key: Key; icon: LucideIcon }[] = [
    { key: 'share', icon: Share2 },
    { key: 'card', icon: CreditCard },
    { key: 'pricing', icon: Tags },
    { key: 'refer', icon: Gift },
    { key: 'user', icon: UserPen },
    { key: 'address', icon: MapPin },
    { key: 'app', icon: Rocket },
    { key: 'twoFactor', icon: KeyRound },
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
            <Button className="mt-4" onClick={show(key)}>
              {t('showcaseMore.dialogs.show')}
            </Button>
          </Card>
        ))}
      </div>
      {open && (
        <Suspense fallback={null}>
          <ExampleDialog which={open} onClose={close} />
        </Suspense>
      )}
    </ShowcasePage>
  );
}
