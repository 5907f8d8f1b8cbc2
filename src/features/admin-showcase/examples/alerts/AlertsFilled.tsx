import { Alert } from '@/components/ui/Alert';

export default function AlertsFilled() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Alert variant="filled" severity="error" title="Refused">
        Card declined.
      </Alert>
      <Alert variant="filled" severity="warning" title="Due soon">
        Pay by Friday.
      </Alert>
      <Alert variant="filled" severity="info" title="New">
        A slip arrived.
      </Alert>
      <Alert variant="filled" severity="success" title="Paid">
        Thank you.
      </Alert>
    </div>
  );
}
