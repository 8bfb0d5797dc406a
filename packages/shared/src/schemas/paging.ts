import { z } from 'zod';

/**
 * Page (from 0), size, sort "field,asc|desc" with whitelisted fields
 * (docs/architecture.md § API conventions).
 */
export const pagingQuery = <const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaults: { size: number; sort: `${F[number]},${'asc' | 'desc'}` },
) =>
  z.object({
    page: z.coerce.number().int().min(0).max(10_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(defaults.size),
    sort: z
      .string()
      .regex(
        new RegExp(`^(${sortFields.join('|')}),(asc|desc)$`),
        `sort must be one of ${sortFields.join(', ')} followed by ,asc or ,desc`,
      )
      .default(defaults.sort),
  });

export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int().min(0),
    size: z.number().int().min(1),
    totalElements: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });
