#!/usr/bin/env node
import { cli } from './cli.js';

// Keep-alive sockets could hold the process open after the work is done: exit on purpose.
process.exit(await cli(process.argv.slice(2)));
