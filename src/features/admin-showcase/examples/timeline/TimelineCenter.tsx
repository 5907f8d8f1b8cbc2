import { Timeline } from '@/components/ui/Timeline';
import { useSampleEvents } from './events';

export default function TimelineCenter() {
  return <Timeline variant="tonal" align="alternate" items={useSampleEvents()} />;
}
