import { Inbox, Info, type LucideIcon, MessageSquare, Tag, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type TreeNode, TreeView } from '@/components/ui/TreeView';
import { cn } from '@/lib/cn';

// A mail sidebar: labels with their unread counts; categories nested under 'All mail'.
type Label = { id: string; icon: LucideIcon; count?: number; children?: Label[]; tone?: string };

const LABELS: Label[] = [
  { id: 'allMail', icon: Inbox },
  { id: 'trash', icon: Tag },
  {
    id: 'categories',
    icon: Tag,
    children: [
      {
        id: 'social',
        icon: Users,
        count: 90,
        tone: 'text-[color-mix(in_srgb,var(--c-info)_55%,black)] dark:text-info',
      },
      {
        id: 'updates',
        icon: Info,
        count: 2294,
        tone: 'text-[color-mix(in_srgb,var(--c-warning)_48%,black)] dark:text-warning',
      },
      {
        id: 'forums',
        icon: MessageSquare,
        count: 3566,
        tone: 'text-[color-mix(in_srgb,var(--c-success)_50%,black)] dark:text-success',
      },
      {
        id: 'promotions',
        icon: Tag,
        count: 733,
        tone: 'text-[color-mix(in_srgb,var(--c-error)_74%,black)] dark:text-error',
      },
    ],
  },
  { id: 'history', icon: Tag },
];

export default function TreeViewGmail() {
  const { t, i18n } = useTranslation();
  const toNode = (label: Label): TreeNode => ({
    id: label.id,
    label: t(`showcaseMore.treeView.mail.${label.id}`),
    icon: <label.icon aria-hidden="true" className={cn('size-4', label.tone)} />,
    end: label.count !== undefined && (
      <span className="text-xs tabular-nums text-text-muted">
        {label.count.toLocaleString(i18n.language)}
      </span>
    ),
    children: label.children?.map(toNode),
  });
  return (
    <TreeView
      label={t('showcaseMore.treeView.gmail')}
      items={LABELS.map(toNode)}
      defaultExpanded={['categories']}
      defaultSelected={['allMail']}
      rowClassName={(_, { selected }) => cn('rounded-e-full rounded-s-none', selected && 'font-medium')}
    />
  );
}
