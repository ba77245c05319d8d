// The API fuzz (support/fuzz-suite.ts), shard 3 of 4.
import { fuzzShard } from './support/fuzz-suite';

fuzzShard(3, 4);
