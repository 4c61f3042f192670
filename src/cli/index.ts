#!/usr/bin/env node
import { isListWorker, runListWorker } from '../s3/list/list-worker.js';
import { cli } from './cli.js';

// The bundle is also the listing worker's entry: a worker started from it branches here.
if (isListWorker()) await runListWorker();
// Keep-alive sockets could hold the process open after the work is done: exit on purpose.
else process.exit(await cli(process.argv.slice(2)));
