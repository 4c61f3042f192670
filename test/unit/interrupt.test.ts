import { describe, expect, it } from 'vitest';
import { InterruptedError, jobCancelled } from '../../src/interrupt.js';

describe('jobCancelled: how the actions name the signal that stopped them', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s -> "the job was cancelled (%s)", exit code %i', (signalName, exitCode) => {
    const error = jobCancelled(signalName);
    expect(error).toBeInstanceOf(InterruptedError);
    expect(error.message).toBe(`the job was cancelled (${signalName})`);
    expect(error.signalName).toBe(signalName);
    expect(error.exitCode).toBe(exitCode);
  });
});
