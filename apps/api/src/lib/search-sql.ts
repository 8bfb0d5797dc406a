import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO, foldForSearch } from '@charterline/shared/rules/search-text';

/** `q` folded (no accents, lower case) as a LIKE pattern matching it literally anywhere. */
const foldedPattern = (q: string): string =>
  `%${foldForSearch(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The column contains `q`, ignoring accents and case (issue 36): "cafe" finds "Café". The
 * column is folded with translate() (accented Latin letters) and lower(), as foldForSearch
 * folds the query; the same on PostgreSQL and PGlite.
 */
export const foldedContains = (column: AnyColumn | SQL, q: string): SQL =>
  sql`lower(translate(${column}, ${FOLD_FROM}, ${FOLD_TO})) like ${foldedPattern(q)}`;
