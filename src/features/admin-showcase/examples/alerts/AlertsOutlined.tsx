import { Alert, type AlertSeverity } from '@/components/ui/Alert';

const messages: [AlertSeverity, string][] = [
  ['error', 'The payment could not be processed.'],
  ['warning', 'The bill is due in three days.'],
  ['info', 'A new withholding slip is available.'],
  ['success', 'The bill has been paid.'],
];

export default function AlertsOutlined() {
  return (
    <div className="space-y-3">
      {messages.map(([severity, text]) => (
        <Alert key={severity} variant="outlined" severity={severity}>
          {text}
        </Alert>
      ))}
    </div>
  );
}
