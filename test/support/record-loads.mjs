// Imported first (`node --import <this file>`): records what the process loads, one line each,
// in the file RECORD_LOADS_FILE names. `file:` lines are the JavaScript files of every ES module
// loaded (dist/'s entries and the engine's chunks among them), through a load hook, which runs in
// Node's hooks thread and appends as each loads; `node:` lines are the built-in modules the main
// thread had loaded at its exit (process.moduleLoadList), since a bundle requires them through
// createRequire, which no ES module hook sees. Deterministic, unlike start-time figures.
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

const file = process.env.RECORD_LOADS_FILE;
if (file && isMainThread) {
  register(new URL('./record-loads-hooks.mjs', import.meta.url), { data: { file } });
  process.on('exit', () => {
    const builtins = process.moduleLoadList
      .filter((entry) => entry.startsWith('NativeModule '))
      .map((entry) => `node:${entry.slice('NativeModule '.length)}`);
    appendFileSync(file, builtins.map((name) => `${name}\n`).join(''));
  });
}
