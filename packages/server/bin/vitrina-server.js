#!/usr/bin/env node
// `npx @vitrina/server`: the reference buyer API, the SDK and the storefront on one port (PORT,
// default 8080), on PGlite in DATA_DIR (default ./.vitrina-data of the current folder), or on
// PostgreSQL with DATABASE_URL. Every other setting is the repository's (README, "Settings").
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.DATA_DIR ||= join(process.cwd(), '.vitrina-data');
// The bundle is the repository's server/src/main.ts, which starts the server when it is the
// process's entry script: this file hands it that place.
const main = fileURLToPath(new URL('../server/src/main.js', import.meta.url));
process.argv[1] = main;
await import('../server/src/main.js');
