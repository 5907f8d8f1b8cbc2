import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Snackbar } from '@/components/ui/Snackbar';

type Message = { key: number; text: string };

export default function SnackbarConsecutive() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Message[]>([]);
  const [current, setCurrent] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);

  // One at a time: the next message opens once the shown one has closed.
  useEffect(() => {
    if (queue.length > 0 && !current) {
      setCurrent(queue[0]);
      setQueue((q) => q.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && current && open) {
      setOpen(false);
    }
  }, [queue, current, open]);

  const push = (text: string) => setQueue((q) => [...q, { key: Date.now() + q.length, text }]);
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outlined" onClick={() => push(t('showcaseMore.snackbar.messageA'))}>
        {t('showcaseMore.snackbar.showA')}
      </Button>
      <Button variant="outlined" onClick={() => push(t('showcaseMore.snackbar.messageB'))}>
        {t('showcaseMore.snackbar.showB')}
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        onClose={() => {
          setOpen(false);
          setTimeout(() => setCurrent(null), 220);
        }}
        closeLabel={t('ui.close')}
        message={current?.text}
      />
    </div>
  );
}
