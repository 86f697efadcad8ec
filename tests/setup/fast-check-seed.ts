/**
 * Property tests run with a fixed seed in `npm test`, so a red CI always replays the same way;
 * `FUZZ_SEED=<n>` explores another part of the input space (`FUZZ_SEED=random` for a fresh one).
 * fast-check prints the seed and path of any counterexample it finds.
 */
import fc from 'fast-check';

const requested = process.env.FUZZ_SEED;
const seed = requested === 'random' ? Date.now() ^ (Math.random() * 0x7fffffff) : Number(requested ?? 20261121);
fc.configureGlobal({ seed });
