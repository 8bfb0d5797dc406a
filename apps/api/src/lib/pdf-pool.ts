import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from './app-error';

/**
 * Issue 33: PDFs are rendered in a small pool of worker threads, so a long render never
 * delays another request. The worker is the composition root's `composition/pdf-worker.ts`,
 * which maps each kind to its area's renderer: from source (tsx, vitest) loaded through tsx;
 * from the build dist/pdf-worker.js, an esbuild entry beside the server (dist/ops/cli.js looks
 * one folder up). `threads: 0` renders in the calling thread.
 *
 * The pool names no area: each area that renders a PDF adds its renderer's type here by
 * declaration merging (`declare module '…/lib/pdf-pool' { interface PdfRenderers { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- areas add to it by declaration merging
export interface PdfRenderers {}

export type TPdfKind = keyof PdfRenderers;
/** The arguments of kind K's renderer. */
export type TPdfArgs<K extends TPdfKind> = PdfRenderers[K] extends (...args: infer A) => unknown
  ? A
  : never;
export type TPdfTask = { [K in TPdfKind]: { kind: K; args: TPdfArgs<K> } }[TPdfKind];

type TPoolOptions = { threads: number };

/** The worker's module: the composition root's, from source or from the build. */
const WORKER_SOURCE = '../composition/pdf-worker.ts';

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
    return { filename: new URL(WORKER_SOURCE, here).href, execArgv: ['--import', 'tsx'] };
  }
  const built = ['./pdf-worker.js', '../composition/pdf-worker.js']
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
  ...args: TPdfArgs<K>
): Promise<Buffer> => {
  const task = { kind, args } as unknown as TPdfTask;
  if (options.threads === 0) {
    const worker = (await import(workerFile().filename)) as {
      renderPdfTask: (task: TPdfTask) => Promise<Uint8Array>;
    };
    return toBuffer(await worker.renderPdfTask(task));
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
