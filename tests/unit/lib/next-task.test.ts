import { describe, expect, it } from 'vitest';
import { inNextTask } from '@/lib/next-task';

const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('inNextTask', () => {
  it('runs the work after the current task, not during it', async () => {
    const ran: string[] = [];
    inNextTask(() => ran.push('work'));
    ran.push('rest of the task');
    await Promise.resolve();
    expect(ran).toEqual(['rest of the task']);
    await aTaskLater();
    expect(ran).toEqual(['rest of the task', 'work']);
  });

  it('does nothing once cancelled', async () => {
    let ran = false;
    const cancel = inNextTask(() => {
      ran = true;
    });
    cancel();
    await aTaskLater();
    expect(ran).toBe(false);
  });
});
