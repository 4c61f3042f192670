/** What the large transfers of a run achieved, for the report. */
export interface LargeTransferStats {
  /** Large objects (multipart uploads and copies, ranged downloads) finished. */
  readonly objects: number;
  readonly bytes: number;
  /** Wall time during which at least one large transfer was running. */
  readonly seconds: number;
  /**
   * The process's CPU time (user + system) during those same windows. Whatever else ran then
   * (listing, small objects) is included: Node cannot tell CPU apart by task, and a run of only
   * large objects, the case this figure is for, has little else.
   */
  readonly cpuSeconds: number;
}

/**
 * Measures large transfers as one activity: the clock and the process's CPU run while at least
 * one is in flight, so overlapping transfers are not counted twice.
 */
export class LargeTransferMeter {
  private active = 0;
  private objects = 0;
  private bytes = 0;
  private wallMs = 0;
  private cpuMicros = 0;
  private startedMs = 0;
  private startedCpu: NodeJS.CpuUsage = { user: 0, system: 0 };

  /**
   * Runs one large transfer of `bytes` under the meter; the object and its bytes count once, when
   * it succeeds, so an attempt that failed and ran again is not counted twice.
   */
  async track<T>(bytes: number, work: () => Promise<T>): Promise<T> {
    if (this.active++ === 0) {
      this.startedMs = performance.now();
      this.startedCpu = process.cpuUsage();
    }
    try {
      const result = await work();
      this.objects++;
      this.bytes += bytes;
      return result;
    } finally {
      if (--this.active === 0) this.close();
    }
  }

  stats(): LargeTransferStats {
    let wallMs = this.wallMs;
    let cpuMicros = this.cpuMicros;
    if (this.active > 0) {
      wallMs += performance.now() - this.startedMs;
      const cpu = process.cpuUsage(this.startedCpu);
      cpuMicros += cpu.user + cpu.system;
    }
    return {
      objects: this.objects,
      bytes: this.bytes,
      seconds: wallMs / 1000,
      cpuSeconds: cpuMicros / 1e6,
    };
  }

  private close(): void {
    this.wallMs += performance.now() - this.startedMs;
    const cpu = process.cpuUsage(this.startedCpu);
    this.cpuMicros += cpu.user + cpu.system;
  }
}
