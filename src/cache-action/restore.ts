import { runRestoreStep } from './restore-step.js';

// cache/restore: restore only; a later cache/save step saves.
await runRestoreStep({ saveState: false }).finally(() => process.exit());
