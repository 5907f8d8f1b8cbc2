import { ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { isRtl } from './rtl';

export type TreeNode = {
  id: string;
  label: string;
  /** Shown before the label (an icon). */
  icon?: ReactNode;
  /** Shown at the inline end (a count, a badge). */
  end?: ReactNode;
  children?: TreeNode[];
  disabled?: boolean;
};

export type TreeViewProps = {
  items: TreeNode[];
  /** Accessible name of the tree. */
  label: string;
  /** Several nodes selectable (Ctrl/Cmd+click, Shift+arrows, Space, Ctrl+A). */
  multiSelect?: boolean;
  /** Controlled expanded node ids; with onExpandedChange. */
  expanded?: string[];
  defaultExpanded?: string[];
  onExpandedChange?: (ids: string[]) => void;
  /** Controlled selected node ids; with onSelectedChange. */
  selected?: string[];
  defaultSelected?: string[];
  onSelectedChange?: (ids: string[]) => void;
  /** Per-node classes of the row (a coloured row for the Gmail-like example). */
  rowClassName?: (node: TreeNode, state: { selected: boolean; level: number }) => string | undefined;
  className?: string;
};

type Visible = { node: TreeNode; level: number; parent: string | null; setSize: number; posInSet: number };

/** The nodes a user sees, in order: the top level and the children of every expanded node. */
function visibleNodes(items: TreeNode[], open: Set<string>): Visible[] {
  const out: Visible[] = [];
  const walk = (nodes: TreeNode[], level: number, parent: string | null) => {
    nodes.forEach((node, i) => {
      out.push({ node, level, parent, setSize: nodes.length, posInSet: i + 1 });
      if (node.children?.length && open.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(items, 1, null);
  return out;
}

function useControllable(value: string[] | undefined, initial: string[], onChange?: (ids: string[]) => void) {
  const [own, setOwn] = useState(initial);
  const current = value ?? own;
  const set = (ids: string[]) => {
    if (value === undefined) setOwn(ids);
    onChange?.(ids);
  };
  return [current, set] as const;
}

// Own primitive: Headless UI has no tree. Keyboard per the WAI-ARIA tree pattern: Up/Down move,
// Right opens a closed node or goes to its first child, Left closes an open node or goes to its
// parent (both mirrored right-to-left), Home/End, Enter/Space select, '*' opens all siblings,
// typing a letter goes to the next node starting with it; in a multi-select tree Shift+Up/Down
// extend the selection, Ctrl+A selects every visible node. Indentation is logical (padding-inline-start).

/** Accessible tree (role tree/treeitem/group) with expand/collapse, single or multiple selection. */
export function TreeView({
  items,
  label,
  multiSelect = false,
  expanded,
  defaultExpanded = [],
  onExpandedChange,
  selected,
  defaultSelected = [],
  onSelectedChange,
  rowClassName,
  className,
}: TreeViewProps) {
  const [openIds, setOpenIds] = useControllable(expanded, defaultExpanded, onExpandedChange);
  const [selectedIds, setSelectedIds] = useControllable(selected, defaultSelected, onSelectedChange);
  const open = useMemo(() => new Set(openIds), [openIds]);
  const chosen = useMemo(() => new Set(selectedIds), [selectedIds]);
  const visible = useMemo(() => visibleNodes(items, open), [items, open]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const active =
    visible.find((v) => v.node.id === activeId) ?? visible.find((v) => chosen.has(v.node.id)) ?? visible[0];
  const refs = useRef(new Map<string, HTMLDivElement>());
  const typeahead = useRef({ text: '', at: 0 });

  const focus = (id: string) => {
    setActiveId(id);
    refs.current.get(id)?.focus();
  };
  const toggleOpen = (id: string, to?: boolean) => {
    const isOpen = open.has(id);
    const next = to ?? !isOpen;
    if (next === isOpen) return;
    setOpenIds(next ? [...openIds, id] : openIds.filter((x) => x !== id));
  };
  const select = (id: string, mode: 'only' | 'toggle' | 'add' = 'only') => {
    if (!multiSelect || mode === 'only') return setSelectedIds([id]);
    if (mode === 'add') return chosen.has(id) ? undefined : setSelectedIds([...selectedIds, id]);
    setSelectedIds(chosen.has(id) ? selectedIds.filter((x) => x !== id) : [...selectedIds, id]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, item: Visible) => {
    if (event.target !== event.currentTarget) return;
    const index = visible.indexOf(item);
    const { node } = item;
    const hasChildren = !!node.children?.length;
    const rtl = isRtl(event.currentTarget);
    const key =
      event.key === 'ArrowRight' || event.key === 'ArrowLeft'
        ? (event.key === 'ArrowRight') !== rtl
          ? 'in'
          : 'out'
        : event.key;
    const move = (to: number) => {
      const target = visible[Math.min(Math.max(to, 0), visible.length - 1)];
      if (!target) return;
      focus(target.node.id);
      if (multiSelect && event.shiftKey) select(target.node.id, 'add');
    };
    let handled = true;
    switch (key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(visible.length - 1);
        break;
      case 'in':
        if (hasChildren && !open.has(node.id)) toggleOpen(node.id, true);
        else if (hasChildren) move(index + 1);
        break;
      case 'out':
        if (hasChildren && open.has(node.id)) toggleOpen(node.id, false);
        else if (item.parent) focus(item.parent);
        break;
      case 'Enter':
        if (!node.disabled)
          select(node.id, multiSelect && (event.ctrlKey || event.metaKey) ? 'toggle' : 'only');
        break;
      case ' ':
        if (!node.disabled) select(node.id, multiSelect ? 'toggle' : 'only');
        break;
      case '*': {
        const siblings = visible.filter((v) => v.parent === item.parent && v.node.children?.length);
        setOpenIds([...new Set([...openIds, ...siblings.map((v) => v.node.id)])]);
        break;
      }
      default:
        if (multiSelect && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
          setSelectedIds(visible.filter((v) => !v.node.disabled).map((v) => v.node.id));
        } else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey) {
          const now = Date.now();
          const t = typeahead.current;
          t.text = now - t.at < 500 ? t.text + event.key.toLowerCase() : event.key.toLowerCase();
          t.at = now;
          const order = [
            ...visible.slice(index + (t.text.length === 1 ? 1 : 0)),
            ...visible.slice(0, index + 1),
          ];
          const hit = order.find((v) => v.node.label.toLowerCase().startsWith(t.text));
          if (hit) focus(hit.node.id);
        } else handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const renderNodes = (nodes: TreeNode[], level: number): ReactNode =>
    nodes.map((node) => {
      const item = visible.find((v) => v.node.id === node.id);
      if (!item) return null;
      const hasChildren = !!node.children?.length;
      const isOpen = hasChildren && open.has(node.id);
      const isSelected = chosen.has(node.id);
      return (
        <div
          key={node.id}
          ref={(el) => {
            if (el) refs.current.set(node.id, el);
            else refs.current.delete(node.id);
          }}
          role="treeitem"
          aria-level={level}
          aria-setsize={item.setSize}
          aria-posinset={item.posInSet}
          aria-expanded={hasChildren ? isOpen : undefined}
          aria-selected={multiSelect || isSelected ? isSelected : undefined}
          aria-disabled={node.disabled || undefined}
          tabIndex={active?.node.id === node.id ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, item)}
          onFocus={(event) => event.target === event.currentTarget && setActiveId(node.id)}
          className="group/tree-item focus:outline-none"
        >
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the treeitem (li) handles the keyboard */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the row is the treeitem's visual part */}
          <div
            onClick={(event) => {
              refs.current.get(node.id)?.focus();
              setActiveId(node.id);
              if (hasChildren && !event.ctrlKey && !event.metaKey) toggleOpen(node.id);
              if (!node.disabled)
                select(node.id, multiSelect && (event.ctrlKey || event.metaKey) ? 'toggle' : 'only');
            }}
            style={{ paddingInlineStart: `${(level - 1) * 1.25 + 0.5}rem` }}
            className={cn(
              'flex min-h-9 cursor-pointer items-center gap-2 rounded pe-3 text-sm text-text select-none hover:bg-text/6',
              'group-focus-visible/tree-item:outline-2 group-focus-visible/tree-item:-outline-offset-2 group-focus-visible/tree-item:outline-primary',
              isSelected && 'bg-primary/12 hover:bg-primary/16',
              node.disabled && 'cursor-default opacity-50',
              rowClassName?.(node, { selected: isSelected, level }),
            )}
          >
            <span className="flex size-5 shrink-0 items-center justify-center text-text-muted">
              {hasChildren && (
                <ChevronRight
                  aria-hidden="true"
                  className={cn(
                    'size-4 transition-transform rtl:-scale-x-100',
                    isOpen && 'rotate-90 rtl:-rotate-90',
                  )}
                />
              )}
            </span>
            {node.icon}
            <span className="min-w-0 flex-1 truncate">{node.label}</span>
            {node.end}
          </div>
          {isOpen && (
            // biome-ignore lint/a11y/useSemanticElements: the tree pattern's group of child items
            <div role="group">{renderNodes(node.children ?? [], level + 1)}</div>
          )}
        </div>
      );
    });

  return (
    <div role="tree" aria-label={label} aria-multiselectable={multiSelect || undefined} className={className}>
      {renderNodes(items, 1)}
    </div>
  );
}
