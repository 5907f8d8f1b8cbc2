import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { VaPanel } from './VaPanel';

export interface VaDialogProps {
  transaksiId: number;
  nomor: string;
  onClose: () => void;
}

/** The VA panel of an existing payment (Pembayaran "Show VA", the wallet's top-up). */
export default function VaDialog({ transaksiId, nomor, onClose }: VaDialogProps) {
  const { t } = useTranslation();
  const [id, setId] = useState(transaksiId);
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      fullScreenOnPhone
      title={t('payments.va.dialogTitle', { nomor })}
      footer={
        <Button variant="outlined" onClick={onClose}>
          {t('payments.actions.close')}
        </Button>
      }
    >
      <VaPanel transaksiId={id} onReplaced={(next) => setId(next.id)} />
    </Dialog>
  );
}
