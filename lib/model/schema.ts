import { z } from 'zod';
import { editDistance } from './edit-distance';

/** The category slugs of the SQL function catalogue, in the order the landing page lists them. */
export const FUNCTION_CATEGORIES = {
  AGGREGATE: 'Aggregate',
  AI: 'AI',
  BINARY: 'Binary',
  BITWISE: 'Bitwise',
  BOOLEAN: 'Boolean',
  CONDITIONAL: 'Conditional',
  CONVERSION: 'Conversion',
  CRYPTOGRAPHY: 'Cryptography',
  DATATYPE: 'Datatype',
  DATE_TIME: 'Date/Time',
  DIRECTORY: 'Directory',
  GEOSPATIAL: 'Geospatial',
  MATH: 'Math',
  PERCENTILE: 'Percentile',
  REGULAR_EXPRESSIONS: 'Regular Expressions',
  'SEMI-STRUCTURED_DATA': 'Semi-Structured Data',
  STRING: 'String',
  SYSTEM: 'System',
  WINDOW: 'Window',
} as const;
export type FunctionCategory = keyof typeof FUNCTION_CATEGORIES;
const categorySlugs = Object.keys(FUNCTION_CATEGORIES) as [FunctionCategory, ...FunctionCategory[]];

/** Languages a fenced code block may name; shiki loads exactly these. */
export const CODE_LANGUAGES = [
  'sql',
  'bash',
  'shell',
  'console',
  'yaml',
  'json',
  'http',
  'python',
  'java',
  'javascript',
  'typescript',
  'xml',
  'properties',
  'ini',
  'toml',
  'text',
  'hocon',
  'powershell',
  'scala',
  'dockerfile',
  'csharp',
  'go',
  'diff',
  'hcl',
  'nginx',
] as const;

export const ADMONITION_TYPES = ['note', 'tip', 'important', 'warning', 'caution'] as const;

/** The MDX components authors may use; anything else capitalised is an unknown component. */
export const MDX_COMPONENTS = ['Admonition', 'Enterprise', 'Tabs', 'Tab', 'TableFilter'] as const;

/**
 * The attributes each MDX component takes (AUTHORING, "Components"): `values` lists the allowed values, `required`
 * marks one that must be given. Anything else is reported by the content check (rule `component`).
 */
export const MDX_COMPONENT_ATTRIBUTES: Record<(typeof MDX_COMPONENTS)[number], Record<string, { required?: boolean; values?: readonly string[] }>> = {
  Admonition: { type: { required: true, values: ADMONITION_TYPES }, title: {} },
  Enterprise: {},
  Tabs: { groupId: {} },
  Tab: { label: { required: true } },
  TableFilter: { label: {} },
};

const text = z.string().trim().min(1, 'must not be empty');

/** A date as a quoted YAML string; unquoted, YAML turns it into a date object, which this rejects by name. */
const quotedDate = (example: string) =>
  z.string({ error: (issue) => (issue.input instanceof Date ? `must be quoted ("${example}"): unquoted, YAML reads it as a date` : undefined) });

/** An ISO date (a bulletin's). */
const isoDate = quotedDate('2026-05-12').regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)');

/**
 * A release's date as its source gives it: the month (`"2026-03"`), which is all the vendor's release notes state,
 * or the day (`"2026-03-17"`) when a source names one. A day the source does not give would be an invented fact.
 */
const releaseDate = quotedDate('2026-05').regex(
  /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/,
  'must be the release month (YYYY-MM), or its day (YYYY-MM-DD) when a source gives one',
);

const argument = z.strictObject({
  name: text,
  type: text,
  optional: z.boolean().optional(),
  variadic: z.boolean().optional(),
});

/** The SQL dialects whose names a function page may list as equivalents, with the name readers know each by. */
export const DIALECTS = {
  snowflake: 'Snowflake',
  databricks: 'Databricks / Spark SQL',
  trino: 'Trino / Presto',
  bigquery: 'BigQuery',
  postgresql: 'PostgreSQL',
  sqlserver: 'SQL Server',
  oracle: 'Oracle',
  hive: 'Hive',
  mysql: 'MySQL',
} as const;
export type Dialect = keyof typeof DIALECTS;

/**
 * Another system's name for this function: `name` as that system spells it, `source` the https URL of that system's
 * documentation the entry was checked against, and `note` when results can differ in a way a reader moving queries
 * would trip on (anchoring, unit boundaries against whole units, argument order, NULL handling, 0- or 1-based
 * positions). Every entry claims an equivalence, so it must be true; one without a source is rejected.
 */
const equivalent = z.strictObject({
  dialect: z.enum(Object.keys(DIALECTS) as [Dialect, ...Dialect[]], { error: `must be one of ${Object.keys(DIALECTS).join(', ')}` }),
  name: text,
  source: z.string().regex(/^https:\/\/\S+$/, "must be the https:// URL of the other system's documentation the entry was checked against"),
  note: text.optional(),
});

export const functionSchema = z.strictObject({
  name: text,
  categories: z.array(z.enum(categorySlugs)).min(1, 'needs at least one category'),
  summary: text,
  signatures: z.array(z.strictObject({ name: text.optional(), args: z.array(argument), returns: text })).min(1),
  parameters: z.array(z.strictObject({ name: text, types: z.array(text).min(1), description: text })).default([]),
  returns: text,
  examples: z.array(z.strictObject({ description: text.optional(), sql: text, result: z.string() })).min(2, 'needs at least two examples'),
  related: z.array(text).default([]),
  equivalents: z
    .array(equivalent)
    .default([])
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((e, index) => {
        const key = `${e.dialect} ${e.name.toLowerCase()}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: `${e.dialect} ${e.name} is listed twice` });
        seen.add(key);
      });
    }),
});

const column = z.strictObject({ name: text, type: text, description: text });

export const tableSchema = z.strictObject({
  name: text,
  access: text,
  signature: text.optional(),
  columns: z.array(column).min(1, 'needs at least one column'),
});

const param = z.strictObject({
  name: text,
  type: text,
  required: z.boolean().default(false),
  description: text,
});

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const operation = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens'),
  summary: text,
  method: z.enum(HTTP_METHODS),
  path: z.string().regex(/^\/[^\s]*$/, 'must start with / and contain no spaces'),
  description: text,
  // Left out when no source states which privilege the operation needs: no guessed privilege is printed.
  privileges: text.optional(),
  /**
   * What the server does with a body field the request leaves out, from the vendor's text (a PUT that omits a field
   * can erase it). Required on every PUT with a body (rule `put-omitted`); say so when no source states it.
   */
  omittedFields: text.optional(),
  deprecated: text.optional(),
  model: text.optional(),
  pathParams: z.array(param).default([]),
  queryParams: z.array(param).default([]),
  body: z.array(param).default([]),
  requestExample: z.string().optional(),
  responseExample: z.string().optional(),
  responses: z.array(z.strictObject({ status: z.number().int().min(100).max(599), description: text })).min(1),
});

export const apiSchema = z.strictObject({
  enterprise: z.boolean().default(false),
  models: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        name: text,
        description: text.optional(),
        fields: z.array(z.strictObject({ name: text, type: text, description: text })).min(1),
      }),
    )
    .default([]),
  operations: z.array(operation).default([]),
});

const releaseItems = z.array(text).default([]);
export const releaseSchema = z
  .strictObject({
    version: z.string().regex(/^\d+(\.\d+){1,3}$/, 'must be a dotted version such as 26.1.7'),
    date: releaseDate,
    edition: text.optional(),
    summary: text.optional(),
    new: releaseItems,
    changes: releaseItems,
    fixed: releaseItems,
    known: releaseItems,
  })
  .refine((r) => r.new.length + r.changes.length + r.fixed.length + r.known.length > 0, {
    message: 'a release needs at least one item',
  });

export const bulletinSchema = z.strictObject({
  id: z.string().regex(/^\d{4}-\d{2}-\d{2}-\d{2}$/),
  date: isoDate,
  severity: z.enum(['Critical', 'High', 'Medium', 'Low']),
  cves: z.array(text).default([]),
  affected: z.array(text).min(1),
  fixed: z.array(text).min(1),
});

/** A list of phrases in which none is repeated, ignoring case: each repeat is an issue at its index. */
function noRepeats(list: string[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const key = item.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: `"${item}" is listed twice` });
    seen.add(key);
  });
}

/**
 * Reader vocabulary: what readers of the page type into search (other systems' names for the same thing, the
 * symptom or error text the page resolves, the task in plain words). Indexed for search and printed as
 * `<meta name="keywords">`; every entry claims an equivalence, so it must be true.
 */
export const keywordsSchema = z
  .array(z.string().trim().min(2, 'a keyword needs at least 2 characters').max(60, 'a keyword must be at most 60 characters'))
  .min(1, 'list at least one keyword, or leave the field out')
  .max(12, 'list at most 12 keywords')
  .superRefine(noRepeats);

/**
 * Reader questions: how readers ask for what the page gives them, in their own words (issues, forums, other products'
 * vocabulary). Indexed for search with a weight of their own and listed in the page's Markdown; each one claims the
 * page answers it, so it must.
 */
export const questionsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(12, 'a question needs at least 12 characters')
      .max(160, 'a question must be at most 160 characters')
      .refine((q) => q.endsWith('?'), 'a question ends with "?"'),
  )
  .min(3, 'list 3 to 8 questions, or leave the field out')
  .max(8, 'list at most 8 questions')
  .superRefine(noRepeats);

/** A variable part of an error message: `{table}`, `{path}`; the words around it are what the engine prints. */
export const ERROR_PLACEHOLDER = /\{[a-z][a-z0-9_ ]*\}/g;

/**
 * Error messages a page explains, as the engine prints them, variable parts written as `{name}`, each with the URL of
 * the source it was taken from (the engine's code or the vendor's page): search matches a pasted message as a phrase.
 */
export const errorsSchema = z
  .array(
    z.strictObject(
      {
        message: z
          .string()
          .trim()
          .min(12, 'an error message needs at least 12 characters')
          .max(300, 'an error message must be at most 300 characters')
          .refine(
            (m) =>
              m
                .replace(ERROR_PLACEHOLDER, ' ')
                .replace(/[^\p{L}\p{N}]+/gu, ' ')
                .trim()
                .split(' ').length >= 3,
            'an error message needs at least 3 fixed words besides its {placeholders}',
          )
          .refine(
            (m) => !/[{}]/.test(m.replace(ERROR_PLACEHOLDER, '')),
            'a variable part is written {name}: lower-case letters, digits, _ or spaces inside braces',
          ),
        source: z.url({ protocol: /^https$/, error: 'must be the https URL of the source the message was taken from' }),
      },
      {
        error: (issue) =>
          issue.code === 'invalid_type'
            ? 'each entry is an object with two fields, message: "…" (the text the engine prints) and source: "https://…" (where it was taken from), not a plain string'
            : undefined,
      },
    ),
  )
  .min(1, 'list at least one error, or leave the field out')
  // A driver's or a connection page explains many messages; more than this is a troubleshooting page of its own.
  .max(20, 'list at most 20 errors: move the rest to a troubleshooting page');

export const dependencySchema = z.strictObject({ name: text, version: text, license: text });

/**
 * The typed blocks: frontmatter keys whose value is a page's reference data (a function, a system table, API
 * operations, releases, a security bulletin, third-party components), each with its schema. A page carries at most
 * one. Every key has one module in lib/kinds (its headings, prose, Markdown and search text) and one renderer in
 * components/reference/renderers.tsx; __tests__/unit/kinds.test.ts fails when either is missing.
 */
export const TYPED_BLOCKS = {
  function: functionSchema.optional(),
  table: tableSchema.optional(),
  api: apiSchema.optional(),
  releases: z.array(releaseSchema).optional(),
  bulletin: bulletinSchema.optional(),
  dependencies: z.array(dependencySchema).optional(),
};
export type TypedKey = keyof typeof TYPED_BLOCKS;
export const TYPED_KEYS = Object.keys(TYPED_BLOCKS) as TypedKey[];

/** "a, b or c" */
const orList = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join(''));

export const frontmatterSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_.\-/]+$/, 'may contain only letters, digits, _ . - and /'),
    title: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    description: z.string().trim().min(50, 'must be at least 50 characters').max(160, 'must be at most 160 characters'),
    sidebar: z.literal('softwareSidebar', { error: 'must be "softwareSidebar"' }),
    sidebar_label: text.optional(),
    sidebar_position: z.number().optional(),
    unlisted: z.boolean().default(false),
    className: text.optional(),
    unsupported: z.boolean().optional(),
    keywords: keywordsSchema.optional(),
    questions: questionsSchema.optional(),
    errors: errorsSchema.optional(),
    ...TYPED_BLOCKS,
  })
  .superRefine((fm, ctx) => {
    const title = fm.title.toLowerCase();
    // A keyword that is one of the page's error messages would be indexed as a keyword and not as the message, which
    // search matches in order with a weight of its own.
    const messages = new Set(fm.errors?.map((e) => e.message.toLowerCase()));
    fm.keywords?.forEach((keyword, index) => {
      if (keyword.toLowerCase() === title) ctx.addIssue({ code: 'custom', path: ['keywords', index], message: `"${keyword}" only repeats the title` });
      else if (messages.has(keyword.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['keywords', index], message: `"${keyword}" repeats one of the page's errors: list it once, under errors` });
    });
  })
  .refine((fm) => TYPED_KEYS.filter((k) => fm[k] !== undefined).length <= 1, {
    message: `a page may carry only one typed block (${orList(TYPED_KEYS)})`,
  });

export type Frontmatter = z.infer<typeof frontmatterSchema>;
export type FunctionData = z.infer<typeof functionSchema>;
export type TableData = z.infer<typeof tableSchema>;
export type ApiData = z.infer<typeof apiSchema>;
export type ApiOperation = ApiData['operations'][number];
export type ApiModel = ApiData['models'][number];
export type Release = z.infer<typeof releaseSchema>;
export type BulletinData = z.infer<typeof bulletinSchema>;
export type Dependency = z.infer<typeof dependencySchema>;

export { PAGE_KINDS, pageKind, type PageKind } from './page-kinds';

export interface SchemaIssue {
  field: string;
  message: string;
}

const valueAt = (data: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), data);

/** Validates frontmatter and returns either the parsed value or one issue per bad field. */
export function parseFrontmatter(data: unknown): { ok: true; value: Frontmatter } | { ok: false; issues: SchemaIssue[] } {
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.flatMap((issue) => {
      // An unknown field is reported under its own name, with the known field it is closest to.
      if (issue.code === 'unrecognized_keys') {
        const known = issue.path.length ? [] : Object.keys(frontmatterSchema.shape);
        return issue.keys.map((key) => {
          const near = closestName(key, known);
          return {
            field: [...issue.path, key].join('.'),
            message: `${issue.path.length ? `is not a field of ${issue.path.join('.')}` : 'is not a frontmatter field'}${near ? `; did you mean ${near}?` : ''}`,
          };
        });
      }
      return [
        {
          field: issue.path.length ? issue.path.join('.') : '(frontmatter)',
          message: issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined ? 'is required' : issue.message,
        },
      ];
    }),
  };
}

/** The name among `names` at most two edits from `name` (a third of its length for short names), if one is. */
function closestName(name: string, names: readonly string[]): string | undefined {
  const max = Math.min(2, Math.ceil(name.length / 3));
  const best = names.map((n) => ({ n, d: editDistance(name.toLowerCase(), n.toLowerCase(), max) })).sort((x, y) => x.d - y.d)[0];
  return best && best.d <= max ? best.n : undefined;
}
