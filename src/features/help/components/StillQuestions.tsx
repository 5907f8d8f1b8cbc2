import { Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/Card';
import { focusRing, linkClass } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

/** The template's "You still have a question?" footer: where a client asks the service team. */
export function StillQuestions({ chatHref, messageHref }: { chatHref: string; messageHref: string }) {
  const { t } = useTranslation();
  const card = (href: string, Icon: typeof Mail, title: string, text: string) => (
    <Card className="flex flex-1 flex-col items-center gap-2 p-6 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-primary/15 text-[color-mix(in_srgb,var(--c-primary)_82%,black)] dark:text-[color-mix(in_srgb,var(--c-primary)_55%,white)]">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <Link to={href} className={cn('rounded', linkClass, focusRing)}>
        {title}
      </Link>
      <p className="text-sm text-text-muted">{text}</p>
    </Card>
  );
  return (
    <section className="mt-10 text-center" aria-labelledby="still-questions">
      <h2 id="still-questions" className="text-lg font-semibold text-text">
        {t('helpPages.still.title')}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{t('helpPages.still.subtitle')}</p>
      <div className="mx-auto mt-4 flex max-w-2xl flex-col gap-4 sm:flex-row">
        {card(chatHref, MessageCircle, t('helpPages.still.chat'), t('helpPages.still.chatText'))}
        {card(messageHref, Mail, t('helpPages.still.message'), t('helpPages.still.messageText'))}
      </div>
    </section>
  );
}
