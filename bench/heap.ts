/** `global.gc`, present when Node runs with `--expose-gc` (bench/index.ts re-executes itself with it). */
const exposedGc = (globalThis as { gc?: () => void }).gc;

/** Whether heap figures are meaningful (a full collection can be forced). */
export const canCollect: boolean = typeof exposedGc === "function";

/** Heap in use after two forced full collections, in bytes. */
export function settledHeap(): number {
  exposedGc?.();
  exposedGc?.();
  return process.memoryUsage().heapUsed;
}
