import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fixture } from './import-test-helpers';
import { ofxRecords } from './read-statement';
import { inChunks, statementRows } from './statement-rows';

const all = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
};

/** Whether a callback queued after each chunk ran before the next chunk came. */
const turnsBetweenChunks = async <T>(chunks: AsyncIterable<T[]>) => {
  const turns: boolean[] = [];
  let turned = false;
  for await (const chunk of chunks) {
    expect(chunk.length).toBeGreaterThan(0);
    turns.push(turned);
    turned = false;
    setImmediate(() => {
      turned = true;
    });
  }
  return turns;
};

describe('statement imports in chunks (issue 33, item 3)', () => {
  it('gives the event loop a turn between two chunks, even when nothing waits on I/O', async () => {
    // PGlite answers without real I/O: without a yield, a whole import ran as one task.
    async function* numbers() {
      for (let i = 0; i < 10; i += 1) yield i;
    }
    expect(await turnsBetweenChunks(inChunks(numbers(), 3))).toEqual([false, true, true, true]);
  });

  it('a large CSV is booked chunk by chunk with turns between them', async () => {
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 2000; i += 1) lines.push(`2026-01-02,Coffee ${i},-3.50`);
    const rows = statementRows({
      source: Readable.from([Buffer.from(lines.join('\n'))]),
      format: 'csv',
      mapping: {
        dateColumn: 'Date',
        dateFormat: 'YYYY-MM-DD',
        descriptionColumn: 'Description',
        amount: { mode: 'single', column: 'Amount', invert: false },
        decimalSeparator: '.',
      },
      accountId: '00000000-0000-4000-8000-000000000000',
    });
    const turns = await turnsBetweenChunks(inChunks(rows, 250));
    expect(turns).toHaveLength(8);
    expect(turns.slice(1).every(Boolean)).toBe(true);
  });

  it('streams OFX: tags cut between chunks, and the first rows read only the first bytes', async () => {
    const file = fixture('statement.ofx');
    const whole: unknown[] = [];
    for await (const r of ofxRecords(Readable.from([file]))) whole.push(r);
    expect(whole).toHaveLength(29);
    expect(whole[0]).toMatchObject({
      date: '2026-09-01',
      amount: 10_000_00,
      fitId: '202609010002',
      description: 'Transfer from J. Doe',
    });
    // 7-byte chunks cut every tag somewhere: the same transactions come out.
    const small: Buffer[] = [];
    for (let at = 0; at < file.length; at += 7) small.push(file.subarray(at, at + 7));
    const cut: unknown[] = [];
    for await (const r of ofxRecords(Readable.from(small))) cut.push(r);
    expect(cut).toEqual(whole);

    let pulled = 0;
    async function* counted() {
      for (const chunk of small) {
        pulled += 1;
        yield chunk;
      }
    }
    for await (const r of ofxRecords(counted())) if (r.line === 2) break;
    expect(pulled).toBeLessThan(small.length / 5);
  });

  it('reads XML OFX with entities, and refuses a file that is not OFX', async () => {
    const xml = Buffer.from(
      '<?xml version="1.0"?><?OFX OFXHEADER="200"?><OFX><STMTTRN><DTPOSTED>20261202</DTPOSTED>' +
        '<TRNAMT>-9.99</TRNAMT><FITID>X-1</FITID><NAME>Ben &amp; Jerry&#39;s</NAME></STMTTRN></OFX>',
    );
    const [r] = await all(ofxRecords(Readable.from([xml])));
    expect(r).toMatchObject({ date: '2026-12-02', amount: -999, description: "Ben & Jerry's" });
    await expect(
      all(ofxRecords(Readable.from([Buffer.from('Date,Amount\n2026-01-01,1\n')]))),
    ).rejects.toThrow(/not an OFX/);
  });
});
