import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { TPdfKind, TPdfRenderers, TPdfTask } from '../pdf-worker';
import { AppError } from './app-error';

/**
 * Issue 33: PDFs are rendered in a small pool of worker threads, so a long render never
 * delays another request. From source (tsx, vitest) the worker is src/pdf-worker.ts loaded
 * through tsx; from the build it is dist/pdf-worker.js, an esbuild entry beside the server
 * (dist/ops/cli.js looks one folder up). `threads: 0` renders in the calling thread.
 */
type TPoolOptions = { threads: number };

const DEFAULT_THREADS = 2;
/** Renders waiting for a thread beyond this are refused (503): the pool is a bounded queue. */
const MAX_QUEUE = 64;
const IDLE_MS = 60_000;
const RENDER_NICENESS = 10;

let options: TPoolOptions = { threads: DEFAULT_THREADS };
let pool: Piscina | null = null;

const workerFile = (): { filename: string; execArgv: string[] } => {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return { filename: new URL('../pdf-worker.ts', here).href, execArgv: ['--import', 'tsx'] };
  }
  const built = ['./pdf-worker.js', '../pdf-worker.js']
    .map((p) => new URL(p, here))
    .find((url) => existsSync(fileURLToPath(url)));
  if (!built) throw new Error('dist/pdf-worker.js is missing: build the API with build.mjs');
  return { filename: built.href, execArgv: [] };
};

const poolOf = (): Piscina => {
  if (!pool) {
    pool = new Piscina({
      ...workerFile(),
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: IDLE_MS,
      maxQueue: MAX_QUEUE,
      // The render threads run at a lower priority (nice +10, Linux): on a busy machine the
      // thread that answers requests gets the CPU first.
      niceIncrement: RENDER_NICENESS,
    });
  }
  return pool;
};

/** Sets the pool's size (PDF_WORKERS); a pool already running is closed and made again. */
export const configurePdfPool = async (next: TPoolOptions): Promise<void> => {
  await closePdfPool();
  options = next;
};

/** Stops the pool's threads (at shutdown); a later render starts it again. */
export const closePdfPool = async (): Promise<void> => {
  const running = pool;
  pool = null;
  await running?.close();
};

const toBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Renders one PDF off the event loop: `renderPdf('invoice', doc, options)`. */
export const renderPdf = async <K extends TPdfKind>(
  kind: K,
  ...args: Parameters<TPdfRenderers[K]>
): Promise<Buffer> => {
  const task = { kind, args } as TPdfTask;
  if (options.threads === 0) {
    const { renderPdfTask } = await import('../pdf-worker');
    return toBuffer(await renderPdfTask(task));
  }
  try {
    return toBuffer((await poolOf().run(task)) as Uint8Array);
  } catch (error) {
    if (error instanceof Error && /queue is at limit/i.test(error.message)) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: 'Too many documents are being prepared. Please try again in a moment.',
      });
    }
    throw error;
  }
};
