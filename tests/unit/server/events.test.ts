import { describe, expect, it } from 'vitest';
import { audienceKey, type DeliveredEvent, EventBus, userKey } from '../../../server/lib/events';

// The in-memory event bus (one process): addressing, replay after an id, and what cannot be replayed.

const collect = () => {
  const got: DeliveredEvent[] = [];
  return { got, handler: (e: DeliveredEvent) => got.push(e) };
};

describe('EventBus in one process', () => {
  it('delivers only to the addressed users and audiences', () => {
    const bus = new EventBus();
    const a = collect();
    const b = collect();
    const staff = collect();
    bus.subscribe([userKey(1)], a.handler);
    bus.subscribe([userKey(2)], b.handler);
    bus.subscribe([userKey(3), audienceKey('chat-staff')], staff.handler);
    bus.publish({ users: [1] }, 'chat.message', { id: 10 });
    bus.publish({ audiences: ['chat-staff'] }, 'chat.message', { id: 11 });
    expect(a.got.map((e) => e.data)).toEqual([{ id: 10 }]);
    expect(b.got).toEqual([]);
    expect(staff.got.map((e) => e.data)).toEqual([{ id: 11 }]);
  });

  it('replays what a subscriber missed after its last id, once and in order', () => {
    const bus = new EventBus();
    const first = collect();
    const sub = bus.subscribe([userKey(1)], first.handler);
    bus.publish({ users: [1] }, 't', 1);
    sub.unsubscribe();
    bus.publish({ users: [1] }, 't', 2);
    bus.publish({ users: [2] }, 't', 'not yours');
    bus.publish({ users: [1] }, 't', 3);
    const again = collect();
    const resumed = bus.subscribe([userKey(1)], again.handler, first.got[0].id);
    expect(resumed.resumed).toBe(true);
    expect(again.got.map((e) => e.data)).toEqual([2, 3]);
    bus.publish({ users: [1] }, 't', 4);
    expect(again.got.map((e) => e.data)).toEqual([2, 3, 4]);
    // ids grow along the stream
    const seqs = again.got.map((e) => Number(e.id.split('.')[1]));
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
  });

  it('cannot resume an id of another process or start, nor one from the future', () => {
    const bus = new EventBus();
    const other = new EventBus();
    const o = collect();
    other.subscribe([userKey(1)], o.handler);
    other.publish({ users: [1] }, 't', 1);
    bus.publish({ users: [1] }, 't', 1);
    const c = collect();
    expect(bus.subscribe([userKey(1)], c.handler, o.got[0].id).resumed).toBe(false);
    expect(bus.subscribe([userKey(1)], c.handler, `${bus.epoch}.99`).resumed).toBe(false);
    expect(bus.subscribe([userKey(1)], c.handler, 'garbage').resumed).toBe(false);
    expect(c.got).toEqual([]);
  });

  it('close ends the registered streams', async () => {
    const bus = new EventBus();
    let ended = 0;
    bus.onClose(() => ended++);
    await bus.close();
    expect(ended).toBe(1);
  });
});
