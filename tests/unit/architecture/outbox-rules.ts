/**
 * The outbox's layout rules (docs/OUTBOX.md), as functions of an import graph so each can be
 * shown to fail on a made-up one: outside lib/outbox only index.ts is imported; the shared write
 * steps (write/) import no kind; no kind imports another, but for the one composition declared here.
 */
const OUTBOX = 'lib/outbox/';
const DOOR = `${OUTBOX}index.ts`;
const WRITE = `${OUTBOX}write/`;

/** Unit tests of the outbox's own parts may reach inside; nothing else outside it may. */
const mayReachInside = (file: string) => file.startsWith(OUTBOX) || file.startsWith('tests/unit/');

/** The kind folder a file is in (`lib/outbox/kinds/<kind>/…`), if any. */
export const kindOf = (file: string): string | undefined => /^lib\/outbox\/kinds\/([^/]+)\//.exec(file)?.[1];

/** An item's content is delivered as a clip's parts, inside the item's page (kinds/item/item-job.ts). */
export const KIND_USES: Readonly<Record<string, readonly string[]>> = { item: ['clip'] };

type Graph = ReadonlyMap<string, readonly string[]>;

function offenders(graph: Graph, wrong: (file: string, target: string) => boolean): string[] {
  return [...graph].flatMap(([file, targets]) => targets.filter((t) => wrong(file, t)).map((t) => `${file} → ${t}`));
}

/** Imports from outside lib/outbox of anything in it but index.ts. */
export const pastTheDoor = (graph: Graph): string[] =>
  offenders(graph, (file, target) => !mayReachInside(file) && target.startsWith(OUTBOX) && target !== DOOR);

/** Imports of a kind by the shared write steps. */
export const writeStepsUsingKinds = (graph: Graph): string[] =>
  offenders(graph, (file, target) => file.startsWith(WRITE) && kindOf(target) !== undefined);

/** Imports of one kind by another (KIND_USES aside). */
export const kindsUsingKinds = (graph: Graph, uses = KIND_USES): string[] =>
  offenders(graph, (file, target) => {
    const [from, to] = [kindOf(file), kindOf(target)];
    return from !== undefined && to !== undefined && from !== to && !(uses[from] ?? []).includes(to);
  });
