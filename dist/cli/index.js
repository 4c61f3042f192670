#!/usr/bin/env node
import module from 'node:module';
// V8's compiled code for the bundle, kept on disk (under os.tmpdir(), or NODE_COMPILE_CACHE)
// from one run to the next: a second run skips parsing and compiling about 3 MB of JavaScript.
// Enabled before the bundle is imported, since only modules loaded afterwards use it; the
// listing worker inherits it through the environment. Node 20 has no such call, and where the
// folder cannot be written, Node says so in the result and runs without it.
const cache = module.enableCompileCache?.();
if (cache?.directory)
    process.env.NODE_COMPILE_CACHE ??= cache.directory;
// The SDK warns on Node < 22 that its releases after January 2027 will need Node 22. This
// bundle pins its SDK, so the warning is about versions the CLI does not use; on every run it
// would only bury the output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The one bundle (dist/engine/engine.js from dist/cli/index.js, by the same path as here).
const { cli, exitWhenWritten } = await import('../engine/engine.js');
const code = await cli(process.argv.slice(2));
// What this run compiled anew goes to disk now: process.exit does not wait for it.
module.flushCompileCache?.();
// Keep-alive sockets could hold the process open after the work is done: exit on purpose, once
// the output is written.
await exitWhenWritten(code);
