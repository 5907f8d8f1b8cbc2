import { File, Folder, FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TreeNode, TreeView } from '@/components/ui/TreeView';
import { DOCUMENTS } from './data';

export default function TreeViewCustomized() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string[]>(['2026']);
  const withIcons = (nodes: TreeNode[]): TreeNode[] =>
    nodes.map((node) => {
      const Icon = node.children?.length ? (expanded.includes(node.id) ? FolderOpen : Folder) : File;
      return {
        ...node,
        icon: (
          <Icon
            aria-hidden="true"
            className="size-4 text-[color-mix(in_srgb,var(--c-warning)_60%,black)] dark:text-warning"
          />
        ),
        children: node.children && withIcons(node.children),
      };
    });
  return (
    <TreeView
      label={t('showcaseMore.treeView.customized')}
      items={withIcons(DOCUMENTS)}
      expanded={expanded}
      onExpandedChange={setExpanded}
      rowClassName={(_, { level }) => (level > 1 ? 'border-s border-dashed border-divider' : undefined)}
    />
  );
}
