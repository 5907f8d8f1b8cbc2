import type { TreeNode } from '@/components/ui/TreeView';

/** A client's documents by year and kind (file names are sample data). */
export const DOCUMENTS: TreeNode[] = [
  {
    id: '2026',
    label: '2026',
    children: [
      {
        id: '2026-bills',
        label: 'Bills',
        children: [
          { id: 'INV-2026-0012', label: 'INV-2026-0012.pdf' },
          { id: 'INV-2026-0027', label: 'INV-2026-0027.pdf' },
        ],
      },
      { id: '2026-slips', label: 'Slips', children: [{ id: 'BPU-2026-0003', label: 'BPU-2026-0003.pdf' }] },
      { id: '2026-receipts', label: 'Receipts' },
    ],
  },
  {
    id: '2025',
    label: '2025',
    children: [
      { id: '2025-bills', label: 'Bills', children: [{ id: 'INV-2025-0101', label: 'INV-2025-0101.pdf' }] },
      { id: '2025-annual', label: 'Annual return (SPT)' },
    ],
  },
  {
    id: 'certificates',
    label: 'Certificates',
    children: [{ id: 'cert', label: 'electronic-certificate.p12' }],
  },
];

/** Every node with children, for "expand all". */
export const withChildren = (nodes: TreeNode[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? [n.id, ...withChildren(n.children)] : []));
