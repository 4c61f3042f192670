// The load hook of record-loads.mjs: runs in Node's hooks thread, and appends each module's URL.
import { appendFileSync } from 'node:fs';

let file;

export function initialize(data) {
  file = data.file;
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
