// The API fuzz (support/fuzz-suite.ts), shard 2 of 4.
import { fuzzShard } from './support/fuzz-suite';

fuzzShard(2, 4);
