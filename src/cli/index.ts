#!/usr/bin/env node
import { cli } from './cli.js';

// The SDK warns on Node < 22 that its releases after January 2027 will need Node 22. This
// bundle pins its SDK, so the warning is about versions the CLI does not use; on every run it
// would only bury the output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// Keep-alive sockets could hold the process open after the work is done: exit on purpose.
process.exit(await cli(process.argv.slice(2)));
