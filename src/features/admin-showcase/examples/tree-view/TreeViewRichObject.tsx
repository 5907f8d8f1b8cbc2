import { useTranslation } from 'react-i18next';
import { type TreeNode, TreeView } from '@/components/ui/TreeView';

// The tree built from a nested object (as an API would answer), not written out as nodes.
type Region = { id: string; name: string; offices?: Region[] };

const REGIONS: Region = {
  id: 'djp',
  name: 'Direktorat Jenderal Pajak',
  offices: [
    {
      id: 'jakarta',
      name: 'Kanwil DJP Jakarta',
      offices: [
        { id: 'kpp-menteng', name: 'KPP Pratama Menteng' },
        { id: 'kpp-gambir', name: 'KPP Pratama Gambir' },
      ],
    },
    {
      id: 'jabar',
      name: 'Kanwil DJP Jawa Barat',
      offices: [{ id: 'kpp-bandung', name: 'KPP Pratama Bandung' }],
    },
  ],
};

const toNode = (region: Region): TreeNode => ({
  id: region.id,
  label: region.name,
  children: region.offices?.map(toNode),
});

export default function TreeViewRichObject() {
  const { t } = useTranslation();
  return (
    <TreeView
      label={t('showcaseMore.treeView.richObject')}
      items={[toNode(REGIONS)]}
      defaultExpanded={['djp']}
    />
  );
}
