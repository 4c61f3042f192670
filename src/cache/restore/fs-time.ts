/**
 * A time in ms as the fs calls take it (futimes, utimes): seconds as a number, so that a restore
 * makes no Date per file. fs turns a Date into getTime() / 1000, the same value; it takes a
 * negative number for "now", so a time before 1970 still goes as a Date.
 */
export function fsTime(ms: number): number | Date {
  return ms >= 0 ? ms / 1000 : new Date(ms);
}
