import { AVATAR_SIZE } from '@contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CardContent } from '@/components/ui/CardContent';
import { CardHeader } from '@/components/ui/CardHeader';
import {
  accountKeys,
  fetchAvatarUrl,
  removeAvatar,
  uploadAvatar,
  useAccountPreferences,
} from '@/features/account-security';
import { useApiErrorMessage } from '@/lib/errors';

/** Largest picture accepted before resizing (the browser decodes it; the server keeps 256 px). */
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

/**
 * The picture cropped to its centred square and resized to AVATAR_SIZE in a canvas, as WebP
 * (PNG where the browser cannot encode WebP): small enough for the server's 200 KB.
 */
async function squareAvatar(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    AVATAR_SIZE,
    AVATAR_SIZE,
  );
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/webp', 0.85),
  );
}

/** The account's picture: upload (cropped and resized here), or remove; initials without one. */
export function AvatarCard({ name }: { name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apiErrorMessage = useApiErrorMessage();
  const prefs = useAccountPreferences();
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const version = prefs.data?.avatar_version ?? null;

  useEffect(() => {
    if (version === null) return setSrc(undefined);
    let url: string | undefined;
    let live = true;
    fetchAvatarUrl()
      .then((u) => {
        url = u;
        if (live) setSrc(u);
      })
      .catch(() => setSrc(undefined));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [version]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > MAX_SOURCE_BYTES) {
      toast.error(t('accountSettings.avatar.wrongFile'));
      return;
    }
    setBusy(true);
    try {
      const saved = await uploadAvatar(await squareAvatar(file));
      queryClient.setQueryData(accountKeys.preferences, saved);
      toast.success(t('accountSettings.avatar.saved'));
    } catch (err) {
      toast.error(
        err instanceof Error && err.message === 'encode failed'
          ? t('accountSettings.avatar.wrongFile')
          : apiErrorMessage(err),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(accountKeys.preferences, await removeAvatar());
    } catch (err) {
      toast.error(apiErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title={t('accountSettings.avatar.title')} subtitle={t('accountSettings.avatar.subtitle')} />
      <CardContent className="flex flex-wrap items-center gap-5">
        <Avatar
          name={name}
          src={src}
          size="xl"
          variant="rounded"
          label={t('accountSettings.avatar.current')}
          className="size-24 text-2xl"
        />
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-3">
            <Button loading={busy} onClick={() => input.current?.click()}>
              {t('accountSettings.avatar.upload')}
            </Button>
            {prefs.data?.has_avatar && (
              <Button variant="outlined" color="secondary" disabled={busy} onClick={remove}>
                {t('accountSettings.avatar.remove')}
              </Button>
            )}
          </div>
          <p className="text-sm text-text-muted">{t('accountSettings.avatar.hint')}</p>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => choose(e.target.files?.[0])}
            data-testid="avatar-file"
          />
        </div>
      </CardContent>
    </Card>
  );
}
