import { runSaveStep } from './save-step.js';

// cache/save: save under the key input, whenever the workflow chooses to run it.
await runSaveStep({ fromState: false }).finally(() => process.exit());
