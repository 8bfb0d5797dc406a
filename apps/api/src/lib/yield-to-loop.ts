/**
 * Lets the event loop run what waits (timers, sockets, other requests) before going on.
 * A long task on PGlite never leaves the microtask queue by itself: PGlite answers without
 * real I/O, so an `await` on it resumes at once and nothing else runs until the task ends.
 * Long loops (statement imports: parse, preview, book, undo) call this between chunks.
 */
export const yieldToLoop = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });
