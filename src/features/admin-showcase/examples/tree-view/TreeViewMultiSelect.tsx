import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeView } from '@/components/ui/TreeView';
import { DOCUMENTS } from './data';

export default function TreeViewMultiSelect() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <div className="space-y-3">
      <TreeView
        multiSelect
        label={t('showcaseMore.treeView.multiSelect')}
        items={DOCUMENTS}
        defaultExpanded={['2026', '2026-bills']}
        selected={selected}
        onSelectedChange={setSelected}
      />
      <p className="text-sm text-text-muted">
        {t('showcaseMore.treeView.selectedCount', { count: selected.length })}
      </p>
    </div>
  );
}
