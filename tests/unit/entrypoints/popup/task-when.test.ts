import { describe, expect, it } from 'vitest';
import { taskWhen } from '../../../../entrypoints/popup/task-when';

// Today in the space: Friday 27 November 2026.
const TODAY = '2026-11-27';

describe("Today's tasks: what each task says about its date", () => {
  it.each([
    [{ scheduleDate: '2026-11-24' }, 'overdue since Tue, Nov 24, 2026', true],
    [{ deadlineDate: '2026-11-26' }, 'overdue since Thu, Nov 26, 2026', true],
    [{ scheduleDate: '2026-11-20', deadlineDate: '2026-11-25' }, 'overdue since Fri, Nov 20, 2026', true],
    [{ scheduleDate: '2026-11-27', deadlineDate: '2026-11-26' }, 'overdue since Thu, Nov 26, 2026', true],
    [{ scheduleDate: '2026-11-27', deadlineDate: '2026-11-30' }, 'due Mon, Nov 30, 2026', false],
    [{ deadlineDate: '2026-11-27' }, 'due Fri, Nov 27, 2026', false],
    [{ scheduleDate: '2025-12-31' }, 'overdue since Wed, Dec 31, 2025', true],
  ])('%j → %s', (task, text, overdue) => {
    expect(taskWhen(task, TODAY)).toEqual({ text, overdue });
  });

  it('says nothing about a task scheduled today without a deadline', () => {
    expect(taskWhen({ scheduleDate: TODAY }, TODAY)).toBeUndefined();
    expect(taskWhen({}, TODAY)).toBeUndefined();
  });
});
