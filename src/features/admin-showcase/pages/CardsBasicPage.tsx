import { BadgeCheck, Headphones, Quote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardHeader } from '@/components/ui/CardHeader';
import { Rating } from '@/components/ui/Rating';
import { Tabs } from '@/components/ui/Tabs';
import { ActionCard } from '../cards/ActionCard';
import { ShowcasePage } from '../components/ShowcasePage';

/** The template's basic cards, with the service's content. */
export default function CardsBasicPage() {
  const { t } = useTranslation();
  const k = (key: string, o?: Record<string, unknown>) => t(`showcaseMore.cards.basic.${key}`, o);
  const [following, setFollowing] = useState(false);
  return (
    <ShowcasePage title={t('nav.cardsBasic')} subtitle={k('subtitle')} section="nav.cards">
      <Card className="flex flex-col items-center p-6 text-center">
        <Avatar name="Siti Rahma" size="lg" />
        <h2 className="mt-3 text-lg font-medium">Siti Rahma</h2>
        <p className="text-sm text-text-muted">{k('userRole')}</p>
        <Button
          className="mt-4"
          variant={following ? 'outlined' : 'contained'}
          aria-pressed={following}
          onClick={() => setFollowing((f) => !f)}
        >
          {following ? k('following') : k('follow')}
        </Button>
      </Card>
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="h-32 bg-[linear-gradient(135deg,var(--c-primary),var(--c-info))]"
        />
        <div className="p-5">
          <h2 className="text-lg font-medium">{k('imgTopTitle')}</h2>
          <p className="mt-2 text-sm text-text-muted">{k('imgTopText')}</p>
        </div>
      </Card>
      <Card className="flex flex-col items-center p-6 text-center">
        <Headphones aria-hidden="true" className="size-10 text-primary" />
        <h2 className="mt-3 text-lg font-medium">{k('supportTitle')}</h2>
        <p className="mt-2 text-sm text-text-muted">{k('supportText')}</p>
        <Button className="mt-4">{k('contact')}</Button>
      </Card>
      <Card className="bg-[color-mix(in_srgb,var(--c-info)_52%,black)]! p-6 text-white!">
        <Quote aria-hidden="true" className="size-6" />
        <p className="mt-3 text-sm">{k('quote')}</p>
        <p className="mt-4 text-sm font-medium">— Budi Santoso</p>
      </Card>
      <Card>
        <CardHeader title={k('navigationTitle')} />
        <div className="px-5 pb-5">
          <Tabs
            label={k('navigationTitle')}
            items={['bills', 'payments', 'slips'].map((key) => ({
              key,
              label: t(`showcaseMore.tabs.topics.${key}`),
              panel: (
                <p className="text-sm text-text-muted">
                  {t('showcaseMore.tabs.panel', { name: t(`showcaseMore.tabs.topics.${key}`) })}
                </p>
              ),
            }))}
          />
        </div>
      </Card>
      <ActionCard title={k('collapseTitle')} collapsible>
        {k('collapseText')}
      </ActionCard>
      <Card className="p-6">
        <h2 className="text-lg font-medium">{k('ratingsTitle')}</h2>
        <div className="mt-2 flex items-center gap-2">
          <Rating
            readOnly
            value={4.5}
            precision={0.5}
            label={k('ratingsTitle')}
            valueText={(v, m) => t('showcaseMore.ratings.valueText', { value: v, max: m })}
          />
          <span className="text-sm text-text-muted">{k('reviews', { count: 128 })}</span>
        </div>
        <p className="mt-2 text-sm text-text-muted">{k('ratingsText')}</p>
      </Card>
      <Card className="p-6">
        <div className="flex items-center gap-2">
          <BadgeCheck aria-hidden="true" className="size-6 text-primary" />
          <h2 className="text-lg font-medium">{k('membershipTitle')}</h2>
        </div>
        <p className="mt-2 text-sm text-text-muted">{k('membershipText')}</p>
        <Button className="mt-4" variant="outlined">
          {k('upgrade')}
        </Button>
      </Card>
    </ShowcasePage>
  );
}
