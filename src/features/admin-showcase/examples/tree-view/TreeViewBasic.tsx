import { useTranslation } from 'react-i18next';
import { TreeView } from '@/components/ui/TreeView';
import { DOCUMENTS } from './data';

export default function TreeViewBasic() {
  const { t } = useTranslation();
  return <TreeView label={t('showcaseMore.treeView.basic')} items={DOCUMENTS} defaultExpanded={['2026']} />;
}
