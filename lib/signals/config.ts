/**
 * The settings of page feedback and search signals, read from the environment (pure: tests pass their own).
 *
 * - `DATABASE_URL`: any Postgres. Without it, an embedded PGlite database in `FEEDBACK_DATA_DIR` (default `.data`).
 * - `FEEDBACK=off`: both features off (the widget is not rendered, nothing is sent, the endpoints answer 503).
 * - On a serverless host (`VERCEL` set) without `DATABASE_URL` there is no disk to keep a database on: off too.
 * - `FEEDBACK_RETENTION_DAYS` (default 180): what `npm run insights -- --purge-older-than` keeps by default.
 * - `FEEDBACK_RATE_LIMIT` (default 30): requests a minute one client address may send.
 * - `CLIENT_ADDRESS_HEADER`: behind a reverse proxy, the header it writes the client's address in.
 */
export interface SignalsConfig {
  enabled: boolean;
  /** Why it is off, for the 503 answer and the log. */
  offReason?: string;
  databaseUrl?: string;
  dataDir: string;
  retentionDays: number;
  ratePerMinute: number;
  clientAddressHeader?: string;
}

type Env = Record<string, string | undefined>;

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

export const DEFAULT_RETENTION_DAYS = 180;
export const DEFAULT_RATE_PER_MINUTE = 30;

export function signalsConfig(env: Env = process.env): SignalsConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const offReason =
    env.FEEDBACK === 'off' ? 'turned off (FEEDBACK=off)' : env.VERCEL && !databaseUrl ? 'no database: set DATABASE_URL on a serverless host' : undefined;
  return {
    enabled: !offReason,
    offReason,
    databaseUrl,
    dataDir: env.FEEDBACK_DATA_DIR || '.data',
    retentionDays: positive(env.FEEDBACK_RETENTION_DAYS, DEFAULT_RETENTION_DAYS),
    ratePerMinute: positive(env.FEEDBACK_RATE_LIMIT, DEFAULT_RATE_PER_MINUTE),
    clientAddressHeader: env.CLIENT_ADDRESS_HEADER?.toLowerCase() || undefined,
  };
}
