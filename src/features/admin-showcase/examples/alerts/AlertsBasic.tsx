import { Alert } from '@/components/ui/Alert';

export default function AlertsBasic() {
  return (
    <div className="space-y-3">
      <Alert severity="error">The payment could not be processed.</Alert>
      <Alert severity="warning">The bill is due in three days.</Alert>
      <Alert severity="info">A new withholding slip is available.</Alert>
      <Alert severity="success">The bill has been paid.</Alert>
    </div>
  );
}
