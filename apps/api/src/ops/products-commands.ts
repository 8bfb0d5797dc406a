// `products` and `product`: the catalogue, and a change to one product's price, name,
// description or whether it is sold.
import type { TOpsCommand } from './command';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const PRODUCTS_COMMAND: TOpsCommand = {
  name: 'products',
  usage: 'products',
  summary: 'list the catalogue',
  run: async (_args, { call, print }) => {
    const rows = await call<
      { productKey: string; name: string; price: number; interval: string; active: boolean }[]
    >('GET', '/ops/v1/products');
    for (const p of rows) {
      print(
        [
          p.productKey.padEnd(28),
          dollars(p.price).padStart(10),
          p.interval.padEnd(8),
          p.active ? 'active' : 'inactive',
          p.name,
        ].join('  '),
      );
    }
    return 0;
  },
};

export const PRODUCT_COMMAND: TOpsCommand = {
  name: 'product',
  usage:
    'product <productKey> [--price CENTS] [--name TEXT] [--description TEXT] [--active true|false]',
  summary: '',
  run: async ({ positionals, options }, { call, need, fail, print }) => {
    const key = need(positionals[0], '<productKey>');
    const price = options.price === undefined ? undefined : Number(options.price);
    if (price !== undefined && !Number.isInteger(price))
      throw fail('--price is in cents, e.g. 29900.');
    const change = {
      ...(price === undefined ? {} : { price }),
      ...(options.name ? { name: options.name } : {}),
      ...(options.description ? { description: options.description } : {}),
      ...(options.active ? { active: options.active === 'true' } : {}),
    };
    const p = await call<{ productKey: string; price: number; active: boolean }>(
      'PATCH',
      `/ops/v1/products/${encodeURIComponent(key)}`,
      change,
    );
    print(`${p.productKey}: ${dollars(p.price)}, ${p.active ? 'active' : 'inactive'}.`);
    return 0;
  },
};
