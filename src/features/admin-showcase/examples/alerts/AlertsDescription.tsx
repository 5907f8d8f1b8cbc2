import { Alert } from '@/components/ui/Alert';

export default function AlertsDescription() {
  return (
    <div className="space-y-3">
      <Alert severity="error" title="Error">
        The NPWP does not match the registered name.
      </Alert>
      <Alert severity="warning" title="Warning">
        Your electronic certificate expires next month.
      </Alert>
      <Alert severity="info" title="Info">
        Filing for this period opens on the 1st.
      </Alert>
      <Alert severity="success" title="Success">
        The return was filed and received.
      </Alert>
    </div>
  );
}
