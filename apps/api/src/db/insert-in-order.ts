/** The first write a unique index (or another write check) refused in an ordered insertMany. */
interface FirstWriteError {
  index: number;
  code?: number;
}

/** What is used of a mongoose model (whatever its virtuals and helpers). */
interface InsertingModel<R> {
  new (document: Omit<R, '_id'>): { toObject<T>(): T };
  insertMany(documents: unknown[], options: { ordered: true }): Promise<unknown>;
}

/**
 * Inserts the documents in one ordered `insertMany`: the server stores them in turn and stops at
 * the first it refuses. Answers the ones stored before it (as plain objects) and that refusal;
 * a failure with no per-document error (validation, a lost connection) throws.
 */
export async function insertInOrder<R>(
  model: InsertingModel<R>,
  documents: Omit<R, '_id'>[],
): Promise<{ stored: R[]; refusal?: FirstWriteError }> {
  const built = documents.map((document) => new model(document));
  const plain = (count: number) => built.slice(0, count).map((doc) => doc.toObject<R>());
  try {
    await model.insertMany(built, { ordered: true });
    return { stored: plain(built.length) };
  } catch (error) {
    const refusal = (error as { writeErrors?: FirstWriteError[] }).writeErrors?.[0];
    if (refusal === undefined) throw error;
    return { stored: plain(refusal.index), refusal };
  }
}
