/**
 * The database's schema, as versioned migrations applied in order, each once, inside one transaction that holds an
 * advisory lock (so two servers starting together do not both apply one). Append a migration; never edit one
 * that has shipped. Each is a list of statements, run with the extended protocol one at a time.
 */
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'page feedback and search signals',
    statements: [
      `CREATE TABLE page_feedback (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        page text NOT NULL,
        version text NOT NULL,
        helpful boolean NOT NULL,
        reasons text[] NOT NULL DEFAULT '{}',
        comment text CHECK (char_length(comment) <= 1000)
      )`,
      'CREATE INDEX page_feedback_created_at ON page_feedback (created_at)',
      `CREATE TABLE search_signal (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        query text NOT NULL CHECK (char_length(query) BETWEEN 1 AND 200),
        results integer NOT NULL CHECK (results >= 0),
        version text NOT NULL,
        source text NOT NULL,
        rank integer CHECK (rank >= 1)
      )`,
      'CREATE INDEX search_signal_created_at ON search_signal (created_at)',
    ],
  },
];

/** The table that records which migrations a database has, created by the first migration run. */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS signals_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/** An arbitrary constant of this project, the key of the advisory lock migrations hold. */
export const MIGRATIONS_LOCK = 2_606_036;
