import { runSaveStep } from './save-step.js';

// The combined action's post step (post-if: success()): save under the key main recorded.
await runSaveStep({ fromState: true }).finally(() => process.exit());
