import type { ContentItem, ContentKind } from '@contract/content';
import { useState } from 'react';
import type { QueryState } from '@/features/help';
import { useItems } from '../api';
import type { ContentDialogProps } from './ContentDialog';
import type { ItemPlace } from './ItemActions';

/** The items of the kinds a page shows (drafts too), as one query state, and the page's open dialog. */
export function useContentPage(kinds: [ContentKind, ContentKind?]) {
  const first = useItems(kinds[0]);
  const second = useItems(kinds[1] ?? kinds[0]);
  const queries = kinds[1] ? [first, second] : [first];
  const state: QueryState<ContentItem[]> = {
    data: queries.every((q) => q.data) ? queries.flatMap((q) => q.data ?? []) : undefined,
    isError: queries.some((q) => q.isError),
    isFetching: queries.some((q) => q.isFetching),
    refetch: () => queries.forEach((q) => void q.refetch()),
  };
  const [dialog, setDialog] = useState<Omit<ContentDialogProps, 'onClose'> | null>(null);
  return { state, dialog, setDialog };
}

/** Where an item sits: its siblings' ids in order (for moving), its parent. */
export function placeOf(items: readonly ContentItem[], id: number, name: string): ItemPlace {
  const item = items.find((i) => i.id === id);
  if (!item) return { kind: 'faqs', id, name, published: false, siblings: [], parentId: null };
  const siblings = items
    .filter((i) => i.kind === item.kind && i.parent_id === item.parent_id)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((i) => i.id);
  return { kind: item.kind, id, name, published: item.published, siblings, parentId: item.parent_id };
}

/** The categories of a kind as choices (their title in the reader's language, else any). */
export function parentChoices(items: readonly ContentItem[], kind: ContentKind, lang: string) {
  return items
    .filter((i) => i.kind === kind)
    .sort((a, b) => a.position - b.position)
    .map((i) => {
      const text = (i.text[lang] ?? Object.values(i.text)[0] ?? {}) as { title?: string };
      return { id: i.id, title: text.title ?? `#${i.id}` };
    });
}
