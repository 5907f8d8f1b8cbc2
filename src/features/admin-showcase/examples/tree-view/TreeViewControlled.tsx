import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { TreeView } from '@/components/ui/TreeView';
import { DOCUMENTS, withChildren } from './data';

export default function TreeViewControlled() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="tonal" onClick={() => setExpanded(withChildren(DOCUMENTS))}>
          {t('showcaseMore.treeView.expandAll')}
        </Button>
        <Button size="sm" variant="tonal" color="secondary" onClick={() => setExpanded([])}>
          {t('showcaseMore.treeView.collapseAll')}
        </Button>
      </div>
      <TreeView
        label={t('showcaseMore.treeView.controlled')}
        items={DOCUMENTS}
        expanded={expanded}
        onExpandedChange={setExpanded}
        selected={selected}
        onSelectedChange={setSelected}
      />
      <p className="text-sm text-text-muted">
        {t('showcaseMore.treeView.selected', { id: selected[0] ?? '–' })}
      </p>
    </div>
  );
}
