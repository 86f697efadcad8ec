/**
 * A job kind is complete or nothing compiles. The `@ts-expect-error` lines below are checked by the
 * type check of `npm test` (`tsc --noEmit -p .`): each must be a type error, or the check fails —
 * so a kind added to JobKind without its module, or a module missing a part, cannot be merged.
 */
import { describe, expect, it } from 'vitest';
import type { JobKind } from '../../../../lib/model/outbox';
import { clipJob } from '../../../../lib/outbox/kinds/clip/clip-job';
import { deliveryHandlers, type Finish, type Handlers } from '../../../../lib/outbox/handlers';
import type { JobKindModule } from '../../../../lib/outbox/kind';
import { KINDS } from '../../../../lib/outbox/registry';
import { taskJob } from '../../../../lib/outbox/kinds/task/task-job';

type Complete = { [K in JobKind]: JobKindModule<K> };

describe('job kinds', () => {
  it('every kind has its module with every part, and a handler', () => {
    const parts = ['run', 'createdIds', 'content', 'withoutContent', 'repeats', 'pin', 'offer'];
    for (const module of Object.values(KINDS))
      expect(parts.filter((p) => typeof (module as unknown as Record<string, unknown>)[p] !== 'function')).toEqual([]);
    expect(Object.keys(deliveryHandlers({ connect: async () => undefined })).sort()).toEqual(Object.keys(KINDS).sort());
  });

  it('an incomplete kind does not compile', () => {
    // @ts-expect-error a kind without its module
    const missingKind = { clip: clipJob, task: taskJob } satisfies Complete;
    const { repeats: _left, ...withoutPart } = taskJob;
    // @ts-expect-error a module without one of its parts
    const missingPart = { ...KINDS, task: withoutPart } satisfies Complete;
    const { pin: _pin, ...withoutPin } = clipJob;
    // @ts-expect-error a kind that does not pin its days to the day it was made
    const missingPin = { ...KINDS, clip: withoutPin } satisfies Complete;
    const { offer: _offer, ...withoutOffer } = taskJob;
    // @ts-expect-error a kind that does not say what its sender holds after a failure
    const missingOffer = { ...KINDS, task: withoutOffer } satisfies Complete;
    // @ts-expect-error handlers without one kind
    const missingHandler: Handlers = { clip: async () => null, task: async () => null };
    // @ts-expect-error what a delivery of one kind becomes, left out
    const missingFinish: Finish<never> = { clip: async () => null, task: async () => null };
    expect([missingKind, missingPart, missingPin, missingOffer, missingHandler, missingFinish].every(Boolean)).toBe(
      true,
    );
  });
});
