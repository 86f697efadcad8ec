/** A task's daily note and its dates named by a relative word, pinned to the day they meant (pin-today.ts). */
import { pinned, pinPlace } from '../../pin-today';
import type { PayloadMap } from '../../types';

export function pinTask(task: PayloadMap['task'], day: string): PayloadMap['task'] {
  return {
    ...task,
    place: pinPlace(task.place, day),
    ...(task.scheduleDate ? { scheduleDate: pinned(task.scheduleDate, day) } : {}),
    ...(task.deadlineDate ? { deadlineDate: pinned(task.deadlineDate, day) } : {}),
  };
}
