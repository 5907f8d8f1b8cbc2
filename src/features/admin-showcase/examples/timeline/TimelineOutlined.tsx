import { Timeline } from '@/components/ui/Timeline';
import { useSampleEvents } from './events';

export default function TimelineOutlined() {
  return <Timeline variant="outlined" items={useSampleEvents()} />;
}
