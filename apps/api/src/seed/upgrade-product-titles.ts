import type { Connection } from 'mongoose';

/** The index earlier versions kept on product titles: unique as typed, not whatever the case. */
const TITLE_AS_TYPED = 'title_1';

/**
 * Start-up migration, run before the indexes are built: replaces the products' title index,
 * unique as typed, by one unique whatever the case (products.model.ts). A title taken twice
 * but for its case ('Oat Bar', 'OAT BAR') is told apart first, the later product's becoming
 * 'OAT BAR (2)', or the new index could not be built. Returns how many titles it changed.
 */
export async function upgradeProductTitles(connection: Connection): Promise<number> {
  const products = connection.collection<{ title: string }>('products');
  const indexes = await products
    .listIndexes()
    .toArray()
    .catch(() => []);
  if (!indexes.some((index) => index.name === TITLE_AS_TYPED)) return 0;
  const seen = new Map<string, number>();
  let renamed = 0;
  for await (const { _id, title } of products
    .find({}, { projection: { title: 1 } })
    .sort({ _id: 1 })) {
    const key = title.toLocaleLowerCase('en');
    const taken = (seen.get(key) ?? 0) + 1;
    seen.set(key, taken);
    if (taken === 1) continue;
    await products.updateOne({ _id }, { $set: { title: `${title} (${taken})` } });
    renamed += 1;
  }
  await products.dropIndex(TITLE_AS_TYPED);
  return renamed;
}
