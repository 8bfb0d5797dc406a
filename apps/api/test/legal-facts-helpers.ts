import { compileLegalFacts } from '../src/db/legal-facts';
import type { TLegalFactRow } from '../src/modules/legal-facts/legal-facts.repository';

/** The facts table as the seed would fill it, without a database (keyed like readLegalFacts). */
export const compiledFactRows = (): ReadonlyMap<string, TLegalFactRow> =>
  new Map(
    compileLegalFacts().map((f) => [
      f.key,
      { amount: null, text: null, updatedAt: new Date(0), ...f } as TLegalFactRow,
    ]),
  );
