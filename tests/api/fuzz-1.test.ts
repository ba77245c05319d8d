// The API fuzz (support/fuzz-suite.ts), shard 1 of 4.
import { fuzzShard } from './support/fuzz-suite';

fuzzShard(1, 4);
