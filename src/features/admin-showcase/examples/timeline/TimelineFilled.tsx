import { Timeline } from '@/components/ui/Timeline';
import { useSampleEvents } from './events';

export default function TimelineFilled() {
  return <Timeline variant="filled" items={useSampleEvents()} />;
}
