import { CreditCard, FileText, ReceiptText, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TimelineItem } from '@/components/ui/Timeline';

/** A client's first weeks with the service, as sample events. */
export function useSampleEvents(): TimelineItem[] {
  const { t } = useTranslation();
  const e = (key: string) => t(`showcaseMore.timeline.events.${key}`);
  return [
    {
      key: 'joined',
      title: e('joined'),
      time: e('joinedTime'),
      color: 'primary',
      icon: <UserPlus className="size-5" />,
      children: e('joinedText'),
    },
    {
      key: 'bill',
      title: e('bill'),
      time: e('billTime'),
      color: 'info',
      icon: <FileText className="size-5" />,
      children: e('billText'),
    },
    {
      key: 'paid',
      title: e('paid'),
      time: e('paidTime'),
      color: 'success',
      icon: <CreditCard className="size-5" />,
      children: e('paidText'),
    },
    {
      key: 'slip',
      title: e('slip'),
      time: e('slipTime'),
      color: 'warning',
      icon: <ReceiptText className="size-5" />,
      children: e('slipText'),
    },
  ];
}
