import {
  type AdminContentList,
  CONTENT_PATHS,
  type ContentCreateBody,
  type ContentItem,
  type ContentKind,
  type ContentUpdateBody,
} from '@contract/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The admin's calls on the content pages: every item of a kind (drafts and all languages), and
// the changes; a change refreshes every content list (admin's and readers').

export const itemsKey = (kind: ContentKind) => ['admin-content', kind] as const;

export function useItems(kind: ContentKind) {
  return useQuery({
    queryKey: itemsKey(kind),
    queryFn: ({ signal }) => api.get<AdminContentList>(CONTENT_PATHS.admin(kind), { signal }),
    select: (d) => d.items,
  });
}

export type ContentChange =
  | { op: 'create'; kind: ContentKind; body: ContentCreateBody }
  | { op: 'update'; kind: ContentKind; id: number; body: ContentUpdateBody }
  | { op: 'delete'; kind: ContentKind; id: number }
  | { op: 'order'; kind: ContentKind; parentId: number | null; ids: number[] };

function send(change: ContentChange): Promise<unknown> {
  switch (change.op) {
    case 'create':
      return api.post<ContentItem>(CONTENT_PATHS.admin(change.kind), change.body);
    case 'update':
      return api.patch<ContentItem>(CONTENT_PATHS.adminItem(change.kind, change.id), change.body);
    case 'delete':
      return api.delete(CONTENT_PATHS.adminItem(change.kind, change.id));
    case 'order':
      return api.put(CONTENT_PATHS.adminOrder(change.kind), { parent_id: change.parentId, ids: change.ids });
  }
}

export function useContentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-content'] }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
      ]);
    },
  });
}
