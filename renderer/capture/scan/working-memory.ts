/**
 * Scratch arrays the scan reuses from one page to the next. A fresh 1080p Float32Array costs ~35 ms on the shared
 * 2-core machine before its first write lands (page faults, measured in Chromium), a reused one ~1 ms; a capture
 * needs three. They are dropped once capturing pauses, so an idle kiosk holds none.
 */

/** How long scratch is kept after its last use: through a run of pages, not the whole session. */
const keptForMs = 20_000;

const arrays = new Map<string, Float32Array>();
let dropTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * `length` floats for `purpose`, left over from its last use: the caller writes every value before it reads one,
 * and is done with them before the next call for the same purpose.
 */
export function scratchFloats(purpose: string, length: number): Float32Array {
  let array = arrays.get(purpose);
  if (!array || array.length < length) {
    array = new Float32Array(length);
    arrays.set(purpose, array);
  }
  clearTimeout(dropTimer);
  dropTimer = setTimeout(() => arrays.clear(), keptForMs);
  // In Node (the unit tests) the pending drop must not hold the process open.
  if (typeof dropTimer === 'object') dropTimer.unref();
  return array.subarray(0, length);
}
