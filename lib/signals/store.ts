import type { Queryable } from './db';
import type { FeedbackPayload, SearchPayload } from './payload';

// Lists go to the database as JSON text, read with json functions, which both drivers pass alike (`$n::text::json`:
// with a json-typed parameter the postgres driver would encode the text a second time).

/** Stores one answer; resolves once the row is committed (a single statement commits on its own). */
export async function insertFeedback(db: Queryable, f: FeedbackPayload): Promise<void> {
  await db.query(
    `INSERT INTO page_feedback (page, version, helpful, reasons, comment)
     VALUES ($1, $2, $3, ARRAY(SELECT json_array_elements_text($4::text::json)), $5)`,
    [f.page, f.version, f.helpful, JSON.stringify(f.reasons), f.comment || null],
  );
}

/** Stores a batch of searches in one statement: all of them or, on any failure, none. */
export async function insertSearches(db: Queryable, batch: SearchPayload): Promise<void> {
  await db.query(
    `INSERT INTO search_signal (query, results, version, source, rank)
     SELECT s.query, s.results, s.version, s.source, s.rank
     FROM json_to_recordset($1::text::json) AS s(query text, results integer, version text, source text, rank integer)`,
    [JSON.stringify(batch.searches)],
  );
}

/** Deletes what is older than `days` days; the numbers of rows deleted. */
export async function purgeOlderThan(db: Queryable, days: number): Promise<{ feedback: number; searches: number }> {
  const count = async (table: string) =>
    Number(
      (
        await db.query<{ n: number }>(
          `WITH gone AS (DELETE FROM ${table} WHERE created_at < now() - make_interval(days => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
          [days],
        )
      )[0]?.n ?? 0,
    );
  return { feedback: await count('page_feedback'), searches: await count('search_signal') };
}
