import type { ContentKind } from '@contract/content';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { IconButton } from '@/components/ui/IconButton';
import { useAbility } from '@/lib/acl';
import { useApiErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useContentChange } from '../api';

/** One item's place in its list: its id and its siblings' ids in order (moving swaps with a neighbour). */
export interface ItemPlace {
  kind: ContentKind;
  id: number;
  published: boolean;
  /** the item's title, in the buttons' accessible names */
  name: string;
  siblings: number[];
  parentId: number | null;
}

/** The admin's buttons on one item: edit, move up/down, publish/unpublish, delete (confirmed). */
export function ItemActions({ place, onEdit }: { place: ItemPlace; onEdit: () => void }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const change = useContentChange();
  const errorText = useApiErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const { kind, id, name, siblings, parentId, published } = place;
  const at = siblings.indexOf(id);
  const run = (c: Parameters<typeof change.mutateAsync>[0], done: string) =>
    change.mutateAsync(c).then(
      () => toast.success(done),
      (err) => toast.error(errorText(err)),
    );
  const move = (by: -1 | 1) => {
    const ids = [...siblings];
    [ids[at], ids[at + by]] = [ids[at + by], ids[at]];
    return run({ op: 'order', kind, parentId, ids }, t('contentAdmin.moved'));
  };
  const canUpdate = ability.can('update', 'content');
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-0.5" data-actions-of={id}>
      {canUpdate && (
        <>
          <IconButton size="sm" aria-label={t('contentAdmin.edit', { name })} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={t('contentAdmin.moveUp', { name })}
            disabled={at <= 0 || change.isPending}
            onClick={() => void move(-1)}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={t('contentAdmin.moveDown', { name })}
            disabled={at < 0 || at >= siblings.length - 1 || change.isPending}
            onClick={() => void move(1)}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </IconButton>
          <IconButton
            size="sm"
            aria-label={t(published ? 'contentAdmin.unpublish' : 'contentAdmin.publish', { name })}
            disabled={change.isPending}
            onClick={() =>
              void run(
                { op: 'update', kind, id, body: { published: !published } },
                t(published ? 'contentAdmin.unpublished' : 'contentAdmin.published'),
              )
            }
          >
            {published ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
          </IconButton>
        </>
      )}
      {ability.can('delete', 'content') && (
        <IconButton
          size="sm"
          color="error"
          aria-label={t('contentAdmin.delete', { name })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </IconButton>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('contentAdmin.deleteTitle')}
        message={t(CONTAINS[kind] ? 'contentAdmin.deleteCategory' : 'contentAdmin.deleteMessage', { name })}
        confirmLabel={t('contentAdmin.deleteConfirm')}
        color="error"
        onConfirm={() =>
          run({ op: 'delete', kind, id }, t('contentAdmin.deleted')).then(() => setConfirming(false))
        }
      />
    </div>
  );
}

/** Kinds whose items hold others (deleting one deletes them). */
const CONTAINS: Partial<Record<ContentKind, true>> = { 'faq-categories': true, 'kb-categories': true };
