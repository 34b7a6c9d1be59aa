export interface Page<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** One page of rows as JSON, with the total count of the whole list. */
export async function pageOf<Row, Json>(
  page: number,
  perPage: number,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  total: Promise<number>,
  toJson: (row: Row) => Json,
): Promise<Page<Json>> {
  const [found, count] = await Promise.all([rows(perPage, offsetOf(page, perPage)), total]);
  return { data: found.map(toJson), page, per_page: perPage, total: count };
}

/** What a stored form answers with, from the row its insert returned. */
export async function receiptOf<Message extends string>(
  message: Message,
  inserted: PromiseLike<{ id: number; receivedAt: Date }[]>,
) {
  const [row] = await inserted;
  return { id: row.id, message, received_at: row.receivedAt.toISOString() };
}
