// The API fuzz (support/fuzz-suite.ts), shard 4 of 4.
import { fuzzShard } from './support/fuzz-suite';

fuzzShard(4, 4);
