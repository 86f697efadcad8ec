import { runSoak } from './tests/soak/run-soak';
const which = process.argv[2];
const faults: Record<string, object> = {
  midnight: { midnightChance: 0.1, dropChance: 0.15 },
  delete: { deleteChance: 0.1, dropChance: 0.08 },
  edit: { editChance: 0.1, dropChance: 0.15 },
  unlink: { unlinkChance: 0.05, dropChance: 0.08 },
};
const r = await runSoak({ n: 12, tasks: 6, uploads: 6, budgetMs: 60_000, seed: 3, ...faults[which], log: (l) => console.log(l) });
const { byKind, ...rest } = r;
console.log(which, JSON.stringify(rest));
