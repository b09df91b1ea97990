import { describe, expect, it } from 'vitest';
import { buildSearch } from '@/lib/search/build';
import { SearchEngine } from '@/lib/search/engine';
import { packMeta, unpackMeta } from '@/lib/search/wire';
import { exportedWords, exportIndex, fieldIndex, idsWith, importIndex } from '@/lib/search/flex';
import { decodePostings, encodePostings, shardKeys, shardOf } from '@/lib/search/postings';
import { messagePattern, messageShare, pastedRun, substance, wordsInOrder } from '@/lib/search/messages';
import { carriedValueStart } from '@/lib/search/scoring';
import { nameWords, QUERY_FILLER, terms } from '@/lib/search/text';
import { fuse, TextRanking } from '@/lib/search/fusion';
import { camelParts, conceptText, gluedParts, textFromWord, withoutNoise } from '@/lib/search/query';
import { bodySections } from '@/lib/search/sources';
import type { SearchSource } from '@/lib/search/types';
import { engineFor, searchSource } from './search-fixtures';

const page = searchSource;

describe('search postings and shards', () => {
  it('round-trips ids and counts', () => {
    const text = encodePostings([0, 3, 13, 400], [1, 2, 1, 40]);
    expect(text).toBe('0,3.2,a,ar.14');
    expect(decodePostings(text)).toEqual({ ids: [0, 3, 13, 400], counts: [1, 2, 1, 40] });
    expect(decodePostings(undefined)).toEqual({ ids: [], counts: [] });
  });

  it('splits large prefixes by the next letter and finds every word in the shard of its longest key', () => {
    const sizes = new Map([
      ['data', 50],
      ['database', 50],
      ['date', 50],
      ['da', 5],
      ['zebra', 5],
    ]);
    const shards = shardKeys(sizes, 60);
    const keys = new Set(shards.keys());
    const longest = Math.max(...[...keys].map((k) => k.length));
    for (const word of sizes.keys()) expect(shards.get(shardOf(word, keys, longest)!)).toContain(word);
    expect(shards.get('z')).toEqual(['zebra']);
    expect(shards.size).toBeGreaterThan(2);
  });
});

describe('meta.json on the wire', () => {
  it('leaves out what the engine rebuilds, and unpacks to the same tables', async () => {
    const sources = [
      page('Alpha', {
        questions: ['How do I start alpha?', 'Why does alpha stop?', 'Can alpha run twice?'],
        sections: [
          { anchor: '', heading: 'Alpha', text: 'Alpha starts.' },
          { anchor: 'set-up', heading: 'Set up', text: 'Set it up.' },
          { anchor: 'set-up-1', heading: 'Set up', text: 'Again, for the second node.' },
        ],
      }),
      page('Beta', { sections: [{ anchor: '', heading: 'Beta', text: 'Beta stops.' }] }),
    ];
    const { meta } = await buildSearch(sources, { entries: [] });
    const wire = packMeta(meta);
    // A page's top section is 0; the second "Set up" is not its heading's slug, so its anchor stays; the first is,
    // so only the heading is sent.
    expect(wire.sections.list).toEqual([0, 'Set up', ['set-up-1', 'Set up'], 0]);
    expect(wire.sections.counts).toEqual([3, 1]);
    expect(wire.phrases.counts).toEqual([meta.phrases.pages.length, 0]);
    expect(unpackMeta(JSON.parse(JSON.stringify(wire)))).toEqual(meta);
  });

  it('refuses a phrase longer than one digit can count, naming it', () => {
    const meta = { version: 7, pages: [], sections: [], thesaurus: {}, lengths: [], aliases: {}, shards: { dir: '', keys: [] } };
    expect(() => packMeta({ ...meta, phrases: { pages: [0], lengths: [36], kinds: '2', messages: [''], carriers: [], extras: {} } })).toThrow(
      /phrase 0 has 36 words/,
    );
  });
});

describe('error messages in the keyword index', () => {
  const sources = [
    page('Jobs', {
      keywords: ['job history'],
      errors: ['Table {} not found in sys.jobs', 'Cannot create a table AT a tag', 'The query was cancelled by the user'],
    }),
    page('Branches', { questions: ['How do I merge a branch?'], errors: ['Branch {} already exists AT commit {}'] }),
  ];

  it('sends no message in the head file, and the engine finds each by every word it was found by before', async () => {
    const { meta, head } = await buildSearch(sources, { entries: [] });
    const errorIds = [...meta.phrases.kinds].flatMap((kind, k) => (kind === '2' ? [k] : []));
    expect(errorIds).toHaveLength(4);
    const sent = Object.values(head.keyword).flatMap((entries) =>
      entries.flatMap(([, slots]) => slots.flatMap((gaps) => (gaps ?? []).map((_, i, all) => all.slice(0, i + 1).reduce((a, b) => a + b, 0)))),
    );
    expect(sent.filter((k) => errorIds.includes(k))).toEqual([]);
    // What the pattern cannot show travels as extras: the dotted name joined (a message's stop words are filler).
    expect(meta.phrases.extras).toEqual({ 0: ['sysjobs'] });
    // Every word of every phrase, as the builder reads it (nameWords without filler for messages), finds exactly the
    // phrases that hold it, whether the head file sent the phrase or the engine added it.
    const engine = new SearchEngine(JSON.parse(JSON.stringify(packMeta(meta))), JSON.parse(JSON.stringify(head)));
    const index = (engine as unknown as { index: { find(word: string): { keywords: number[] } } }).index;
    const phrases = [...sources.flatMap((s) => s.keywords), ...sources.flatMap((s) => s.questions)];
    expect(phrases.length).toBeGreaterThan(0);
    for (const word of ['table', 'found', 'sys', 'jobs', 'sysjobs', 'at', 'tag', 'cancelled', 'branch', 'exist', 'commit', 'merge', 'history']) {
      const expected = meta.phrases.pages
        .map((_, k) => k)
        .filter((k) => {
          const kind = Number(meta.phrases.kinds[k]);
          const text = phraseText(sources, meta, k);
          const words = nameWords(text).filter((w) => kind === 0 || !QUERY_FILLER.has(w));
          return words.includes(word);
        });
      expect({ word, ids: index.find(word).keywords }).toEqual({ word, ids: expected });
    }
    // A pasted message still names its page first.
    expect(engine.search('Table orders not found in sys.jobs').hits[0]?.title).toBe('Jobs');
    expect(engine.search('Branch dev already exists AT commit 1a2b').hits[0]?.title).toBe('Branches');
  });
});

/** Phrase `k`'s text: each page's keywords, then questions, then errors, in the order the builder numbers them. */
function phraseText(sources: SearchSource[], meta: { phrases: { pages: number[] } }, k: number): string {
  const p = meta.phrases.pages[k]!;
  const first = meta.phrases.pages.indexOf(p);
  const s = sources[p]!;
  return [...s.keywords, ...s.equivalents, ...s.questions, ...s.errors][k - first]!;
}

describe('head fields in FlexSearch', () => {
  it('exports a field index without its registry and with ids as gaps, and imports it to the same lookups', async () => {
    const records = new Map([
      [0, ['pivot', 'table']],
      [3, ['pivot']],
      [9, ['table', 'view']],
      [12, ['pivot']],
    ]);
    const exported = await exportIndex(fieldIndex(records));
    expect(Object.keys(exported).some((k) => k.endsWith('reg'))).toBe(false);
    expect(exported[Object.keys(exported)[0]!]!.find(([w]) => w === 'pivot')?.[1]).toEqual([[0, 3, 9]]);
    expect(exportedWords(exported).sort()).toEqual(['pivot', 'table', 'view']);
    const index = importIndex(JSON.parse(JSON.stringify(exported)));
    expect(idsWith(index, 'pivot', 13)).toEqual([0, 3, 12]);
    expect(idsWith(index, 'table', 13)).toEqual([0, 9]);
    expect(idsWith(index, 'chart', 13)).toEqual([]);
    // The registry is rebuilt from the map: FlexSearch knows each record again.
    for (const id of [0, 3, 9, 12]) expect(index.contain(id)).toBe(true);
    expect(index.contain(5)).toBe(false);
  });
});

describe('search index: reader questions and error messages', () => {
  const sources = [
    page('User API', {
      kind: 'api',
      questions: ['Is there a REST endpoint to create users?', 'How do I add users from a script?', 'Can I list every user programmatically?'],
      sections: [{ anchor: '', heading: 'User API', text: 'POST /api/v3/user adds an account with a name and a password.' }],
    }),
    page('Manage Users', {
      sections: [{ anchor: '', heading: 'Manage Users', text: 'Create users in the console, then give each one roles. Users sign in with a password.' }],
    }),
    page('Troubleshoot Versioned Sources', {
      errors: ['Version context must be specified using AT SQL syntax'],
      sections: [
        { anchor: '', heading: 'Troubleshoot Versioned Sources', text: 'A query on a branch needs a reference; set it with USE BRANCH or AT BRANCH.' },
      ],
    }),
    page('AT clause', {
      kind: 'sql-command',
      sections: [
        { anchor: '', heading: 'AT clause', text: 'The AT syntax picks a branch, tag or commit of a versioned source; the version context of a query.' },
      ],
    }),
    page('Apache Superset', {
      sections: [{ anchor: '', heading: 'Apache Superset', text: 'Connect Superset with the sqlalchemy_dremio dialect and a SQLAlchemy URI.' }],
    }),
    page('JDBC Driver', {
      keywords: ['SQLException', 'JDBC errors'],
      errors: ['Table {table} not found in source {source}', 'Failure in connecting to Dremio: {exception}'],
      sections: [
        {
          anchor: '',
          heading: 'JDBC Driver',
          text: 'The connection handler reports each failure as an SQLException with an error id; a table must exist in the source.',
        },
      ],
    }),
  ];
  const top = async (q: string) => (await engineFor(sources)).search(q, { limit: 3 }).hits.map((h) => h.title);

  it('ranks the page whose question the query asks over a page that only shares its words', async () => {
    expect((await top('rest endpoint to create users'))[0]).toBe('User API');
    expect((await top('add users from a script'))[0]).toBe('User API');
  });

  it('ranks the page that explains a pasted error message first, its variable parts aside', async () => {
    expect((await top('Version context must be specified using AT SQL syntax for table sales.orders'))[0]).toBe('Troubleshoot Versioned Sources');
  });

  it('finds a message pasted in a long log line, with words inside it and a wrapper around it', async () => {
    const pasted =
      'dremio  | 2026-03-02 10:14:07,118 [qtp-42] ERROR the connection handler reports a failure: java.sql.SQLException: Version ' +
      'context for table nessie.sales.orders must be specified using AT SQL syntax; the table exists in the source\n' +
      '[Error Id: 0c3f1e2a-9b8d-4c7e-a6f5-1d2e3f4a5b6c on exec-1:31010]';
    expect((await top(pasted))[0]).toBe('Troubleshoot Versioned Sources');
  });

  it('matches a message by its words in order: the same words shuffled are not the message', () => {
    // Six words of substance; `be`, `use` and `at` are filler, which keeps the order but is not counted.
    const message = ['version', 'context', 'must', 'be', 'specifi', 'use', 'at', 'sql', 'syntax'];
    expect(wordsInOrder(message, ['error', 'version', 'context', 'for', 'tabl', 'x', 'must', 'be', 'specifi', 'use', 'at', 'sql', 'syntax'])).toBe(6);
    expect(messageShare(message, ['syntax', 'sql', 'at', 'use', 'specifi', 'be', 'must', 'context', 'version'])).toBe(0);
    // Four of six in order, three of them word for word (`version context must be`): 0.8 × 4/6 + 0.2 × 3/6.
    expect(messageShare(message, ['version', 'context', 'must', 'be', 'use', 'at', 'sql'])).toBeCloseTo(0.8 * (4 / 6) + 0.2 * (3 / 6));
    // Four words of substance without the filler between them are a third of the message's words: not a paste.
    expect(messageShare(message, ['version', 'context', 'must', 'sql'])).toBe(0);
    // Half of a message, or three words of five, is what a question about the same subject shares with it.
    expect(messageShare(message, ['version', 'context', 'sql'])).toBe(0);
    expect(messageShare(message, ['version', 'context'])).toBe(0);
  });

  it('does not read a question in prose as a message because it shares three of its five words in order', () => {
    const message = messagePattern("For table '{table}', the provided snapshot ID '{snapshot}' is invalid");
    expect(messageShare(message, terms('I would like to time travel query an Iceberg table without knowing snapshot_id'))).toBe(0);
    expect(messageShare(message, terms("For table 'sales.orders', the provided snapshot ID '8812' is invalid"))).toBe(1);
    // Held in order but not word for word (`For`, `the` and `is` left out): three of five words of substance in a row.
    expect(messageShare(message, terms("table 'sales.orders' provided snapshot ID 8812 invalid?"))).toBeCloseTo(0.8 + 0.2 * (3 / 5));
    expect(messageShare(message, terms("For table 'sales.orders', the snapshot ID '8812' is invalid"))).toBeCloseTo(0.8 * (4 / 5) + 0.2 * (3 / 5));
  });

  it('does not read a SQL statement as a short message whose words of substance it holds without the rest', () => {
    // `Table [{table}] does not exist.`: a paste holds all four words; `CREATE TABLE IF NOT EXISTS` holds three.
    const message = messagePattern('Table [{table}] does not exist.');
    expect(messageShare(message, terms('CREATE TABLE IF NOT EXISTS lake.crm.customers (id BIGINT NOT NULL)'))).toBe(0);
    expect(messageShare(message, terms('SYSTEM ERROR: Table [lake.crm.customers] does not exist.'))).toBe(1);
  });

  it('does not read a question in prose as a message because it shares filler words with one', async () => {
    const message = terms('Failure in connecting to Dremio');
    const prose = terms('I am interested in connecting Dremio with Apache Superset. Can you provide guidance on how to do it?');
    expect(messageShare(message, prose)).toBe(0);
    expect(messageShare(message, terms('java.sql.SQLException: Failure in connecting to Dremio: java.net.ConnectException'))).toBe(1);
    expect((await top('I am interested in connecting Apache Superset to Dremio, how to do it'))[0]).toBe('Apache Superset');
  });
});

describe('search index: part of a long message, pasted word for word', () => {
  const footer = 'Unable to read the footer of Parquet file {path}. The file may be truncated by its writer.';
  const sources = [
    page('Troubleshoot Reads', {
      errors: [footer],
      sections: [{ anchor: '', heading: 'Troubleshoot Reads', text: 'A file cut short by a failed writer cannot be read; rewrite it.' }],
    }),
    page('File Formats', {
      sections: [
        { anchor: '', heading: 'File Formats', text: 'Dremio reads Parquet, ORC, Avro, JSON and text files, each file by its format.' },
        { anchor: 'errors', heading: 'Errors', text: 'An error names the file that could not be read.' },
      ],
    }),
  ];

  it('reads five words of a message in a row as a paste of it, a value of the reader standing in for a variable part', () => {
    const pattern = messagePattern(footer);
    expect(pattern.slice(0, 9)).toEqual(['unable', 'to', 'read', 'the', 'footer', 'of', 'parquet', 'file', '*']);
    // The first line alone, as a log cuts it: four words of substance (unable, read, footer, parquet, file) in a row.
    const firstLine = terms('DATA_READ ERROR: Unable to read the footer of Parquet file s3://lake/orders/part-0.parquet');
    expect(pastedRun(pattern, firstLine)).toBe(5);
    expect(messageShare(pattern, firstLine)).toBeCloseTo(5 / substance(pattern));
    // The same words, not in a row, are a question about the subject, not a paste.
    const question = terms('why is Dremio unable to read the parquet file footer');
    expect(pastedRun(pattern, question)).toBe(0);
    expect(messageShare(pattern, question)).toBe(0);
  });

  it('ranks the page that explains a long message first for a paste of its first line', async () => {
    const e = await engineFor(sources);
    const hits = e.search('DATA_READ ERROR: Unable to read the footer of Parquet file s3://lake/orders/part-0.parquet', { limit: 2 }).hits;
    expect(hits.map((h) => h.title)).toEqual(['Troubleshoot Reads', 'File Formats']);
  });
});

describe('search index: REST paths as typed', () => {
  const sources = [
    page('SQL', { kind: 'api', paths: ['/api/v3/sql'], sections: [{ anchor: 'run', heading: 'Run a Query', text: 'POST /api/v3/sql submits a query.' }] }),
    page('Job', { kind: 'api', paths: ['/api/v3/job/{id}', '/api/v3/job/{id}/cancel'], sections: [{ anchor: '', heading: 'Job', text: 'Poll a job.' }] }),
    page('Python', { sections: [{ anchor: '', heading: 'Python', text: 'Call the API: api v3 sql, then api v3 job, sql sql sql api api from Python.' }] }),
  ];

  it('ranks the page that documents a pasted path first, its variable parts aside', async () => {
    const e = await engineFor(sources);
    for (const q of ['api/v3/sql', '/api/v3/sql', 'API/V3/SQL']) expect(e.search(q, { limit: 3 }).hits[0]?.title, q).toBe('SQL');
    expect(e.search('/api/v3/job', { limit: 3 }).hits[0]?.title).toBe('Job');
    expect(e.search('/api/v3/job/{id}/cancel', { limit: 3 }).hits[0]?.title).toBe('Job');
  });
});

describe('search index: camel-case names', () => {
  const sources = [
    page('Memory Troubleshooting', {
      sections: [{ anchor: '', heading: 'Memory Troubleshooting', text: 'When an executor runs out of memory, the query fails.' }],
    }),
    page('Node Errors', { sections: [{ anchor: '', heading: 'Node Errors', text: 'A ChannelClosedException means a node left the cluster.' }] }),
    page('Out Of Office', { sections: [{ anchor: '', heading: 'Out Of Office', text: 'Out of office notes.' }] }),
  ];

  it('splits a camel-case name into its words', () => {
    expect(camelParts('OutOfMemoryException')).toEqual(['out', 'of', 'memory', 'exception']);
    expect(camelParts('HTTPServerError')).toEqual(['http', 'server', 'error']);
    expect(camelParts('lowercase')).toEqual([]);
    expect(camelParts('SELECT')).toEqual([]);
  });

  it('reads a camel-case name no page holds as its words, and keeps one the site holds as a name', async () => {
    const e = await engineFor(sources);
    expect(e.search('OutOfMemoryException', { limit: 3 }).hits[0]?.title).toBe('Memory Troubleshooting');
    expect(e.search('OutOfMemoryException').words).toEqual(expect.arrayContaining(['memory']));
    expect(e.search('ChannelClosedException', { limit: 3 }).hits[0]?.title).toBe('Node Errors');
    expect(e.search('ChannelClosedException').words).not.toContain('channel');
  });
});

describe('search index: words typed glued', () => {
  const sources = [
    page('Nessie', { sections: [{ anchor: '', heading: 'Project Nessie', text: 'Nessie is a catalog with branches for Iceberg tables.' }] }),
    page('Expiring Snapshots', { sections: [{ anchor: '', heading: 'Expire Old Snapshots', text: 'Expiring removes snapshots older than a date.' }] }),
    page('Refused Sign-ins', { sections: [{ anchor: '', heading: 'Refused Sign-ins', text: 'A sign-in is refused when the password is wrong.' }] }),
  ];

  it('splits a word no page holds into two title or heading words, the most even split first', () => {
    const heads = new Set(['project', 'nessie', 'expire', 'snapshot', 'click', 'data', 'lake']);
    const isHead = (w: string) => heads.has(w);
    expect(gluedParts('projectnessie', isHead)).toEqual(['project', 'nessie']);
    expect(gluedParts('expiresnapshots', isHead)).toEqual(['expire', 'snapshot']);
    // Each part has four letters at least: `compiling` is no `com` + `piling`.
    expect(gluedParts('datalake', isHead)).toEqual(['data', 'lake']);
    expect(gluedParts('nessie', isHead)).toEqual([]);
    expect(gluedParts('clickbench', isHead)).toEqual([]);
  });

  it('reads a glued word that no page holds as its two words', async () => {
    const e = await engineFor(sources);
    const pasted = 'org.projectnessie.client.http.HttpClientException: java.net.ConnectException: Connection refused';
    expect(e.search(pasted, { limit: 3 }).hits[0]?.title).toBe('Nessie');
    expect(e.search('expiresnapshots', { limit: 3 }).hits[0]?.title).toBe('Expiring Snapshots');
  });

  it('joins words typed apart into a name, but never filler words alone', async () => {
    const e = await engineFor([
      page('ASIN', { kind: 'sql-function', sections: [{ anchor: '', heading: 'ASIN', text: 'Returns the arc sine of a number.' }] }),
      page('TO_CHAR', { kind: 'sql-function', sections: [{ anchor: '', heading: 'TO_CHAR', text: 'Formats a value as text.' }] }),
      page('TRUNCATE', { kind: 'sql-command', sections: [{ anchor: '', heading: 'TRUNCATE', text: 'Removes every row of a table, as other databases do.' }] }),
    ]);
    const titles = (q: string) => e.search(q, { limit: 3 }).hits.map((h) => h.title);
    expect(titles('to char')[0]).toBe('TO_CHAR');
    // `as in` is two filler words, not ASIN typed apart.
    expect(titles('can I write truncate as in other databases')).not.toContain('ASIN');
    expect(titles('asin')[0]).toBe('ASIN');
  });
});

describe('search index: forms of a word', () => {
  const sources = [
    page('Kafka Connect', { sections: [{ anchor: '', heading: 'Kafka Connect', text: 'Each Kafka Connect worker runs the sink task.' }] }),
    page('Superset', { sections: [{ anchor: '', heading: 'Superset', text: 'Charts in Superset read Dremio views.' }] }),
    page('Data Clustering', { sections: [{ anchor: '', heading: 'Data Clustering', text: 'Sort files by the clustering keys.' }] }),
  ];

  it('keeps the one who does a thing apart from doing it, and a noun ending in -er with its own forms', async () => {
    const e = await engineFor(sources);
    // `working` is not a form of `worker`: the question is about Superset, not Kafka Connect's workers.
    expect(e.search('is superset working', { limit: 3 }).hits.map((h) => h.title)).toEqual(['Superset']);
    expect(e.search('working').hits).toEqual([]);
    // `cluster` and `clustering` share their root.
    expect(e.search('cluster files', { limit: 3 }).hits[0]?.title).toBe('Data Clustering');
  });
});

describe('search index: keywords, equivalents, stop words, closest pages', () => {
  const sources = [
    page('USE', { kind: 'sql-command', sections: [{ anchor: '', heading: 'USE', text: 'Sets the default context of a session.' }] }),
    page('Use Reflection Hints', { sections: [{ anchor: '', heading: 'Use Reflection Hints', text: 'Use hints so that a query uses a reflection.' }] }),
    page('TO_CHAR', { kind: 'sql-function', equivalents: ['TO_VARCHAR'], sections: [{ anchor: '', heading: 'TO_CHAR', text: 'Formats a value as text.' }] }),
    page('IS_VARCHAR', { kind: 'sql-function', sections: [{ anchor: '', heading: 'IS_VARCHAR', text: 'Tests whether a value is a varchar.' }] }),
    page('Manage Sources', {
      keywords: ['add a data connector'],
      sections: [{ anchor: '', heading: 'Manage Sources', text: 'Sources connect Dremio to data.' }],
    }),
    page('Upload Files', { sections: [{ anchor: '', heading: 'Upload Files', text: 'Upload a CSV file to your home space.' }] }),
    page('Connectors Overview', { sections: [{ anchor: '', heading: 'Connectors Overview', text: 'A data connector is mentioned here once.' }] }),
  ];
  const engine = () => engineFor(sources);
  const top = (e: SearchEngine, q: string) => e.search(q, { limit: 3 }).hits.map((h) => h.title);

  it('finds a command named by a stop word, and keeps the word as filler elsewhere', async () => {
    const e = await engine();
    expect(top(e, 'USE')[0]).toBe('USE');
    expect(top(e, 'use')[0]).toBe('USE');
    expect(top(e, 'use command')[0]).toBe('USE');
    expect(top(e, 'how do I use reflection hints')[0]).toBe('Use Reflection Hints');
  });

  it('reads a capital stop word as a title only beside the rest of that title, and as a clause where pages write it', async () => {
    const e = await engineFor([
      page('CREATE TABLE AS', { kind: 'sql-command', sections: [{ anchor: '', heading: 'Overview', text: 'Creates a table from a query.' }] }),
      page('SELECT', { kind: 'sql-command', sections: [{ anchor: '', heading: 'SELECT', text: 'Reads rows; an alias names a column of the result.' }] }),
      page('Versioned Tables', { sections: [{ anchor: '', heading: 'Versioned Tables', text: 'Name the version of a table with `AT BRANCH`.' }] }),
    ]);
    expect(top(e, 'CREATE TABLE sales.big_orders AS SELECT * FROM sales.orders')[0]).toBe('CREATE TABLE AS');
    // The `AS` of an alias is not the `AS` of CREATE TABLE AS.
    expect(top(e, 'SELECT order_id AS id FROM sales.orders')).toEqual(['SELECT']);
    // A clause typed in capitals still finds where the pages write it as code.
    expect(top(e, 'version must be given with AT syntax')[0]).toBe('Versioned Tables');
  });

  it('drops the chat around a long question: greetings, thanks, hedges and vague nouns', async () => {
    const e = await engine();
    const asked = e.search('hi all, is there a way somebody could upload a csv file somehow? thanks');
    expect(asked.words).toEqual(expect.arrayContaining(['upload', 'csv', 'file']));
    for (const filler of ['hi', 'way', 'somebody', 'somehow', 'thank', 'thanks']) expect(asked.words).not.toContain(filler);
    expect(asked.hits[0]?.title).toBe('Upload Files');
  });

  it('finds a function by another dialect’s name, before a page that only shares letters', async () => {
    const e = await engine();
    expect(top(e, 'to_varchar')[0]).toBe('TO_CHAR');
    expect(top(e, 'TO_VARCHAR')[0]).toBe('TO_CHAR');
  });

  it('finds a function by another dialect’s name typed among words that only say where the reader comes from', async () => {
    const e = await engine();
    // The name stands for the whole query: its page comes first, before the pages about the system named beside it.
    for (const q of ['to_varchar snowflake', 'snowflake to_varchar equivalent', 'to varchar function in sql server']) expect(top(e, q)[0], q).toBe('TO_CHAR');
    // Other words that say what is looked for keep the name from standing for the whole query.
    expect(top(e, 'to_varchar upload')[0]).toBe('Upload Files');
  });

  it('ranks the page whose keyword phrase is the query over a page that mentions its words', async () => {
    const e = await engine();
    expect(top(e, 'add a data connector')[0]).toBe('Manage Sources');
  });

  it('offers the closest titles, said to be closest, when no page holds the words; nothing when none is close', async () => {
    const e = await engine();
    // Typed out (a space after it), `uplo` is no word of the site and no typo of one near enough to correct.
    const near = e.search('uplo ');
    expect(near.closest).toBe(true);
    expect(near.hits.map((h) => h.title)).toEqual(['Upload Files']);
    expect(e.search('uplo').closest).toBeUndefined();
    expect(e.search('zzzqqq').hits).toEqual([]);
  });

  it('fetches only the shards a query needs, and ranks with them as with the whole body', async () => {
    const built = await buildSearch(sources, { entries: [] });
    const e = new SearchEngine(packMeta(built.meta), built.head);
    const needed = e.shardsFor('session context');
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.length).toBeLessThan(Object.keys(built.shards).length);
    for (const key of needed) e.addShard(key, built.shards[key]!);
    expect(e.shardsFor('session context')).toEqual([]);
    const full = await engine();
    expect(top(e, 'session context')).toEqual(top(full, 'session context'));
  });
});

describe('search ranking: the kind of page and what it says it does', () => {
  const sources = [
    page('DATEDIFF', {
      kind: 'sql-function',
      description: 'Count the whole days between two dates.',
      sections: [{ anchor: '', heading: 'DATEDIFF', text: 'Returns the difference of its arguments.' }],
    }),
    page('Time Values', {
      description: 'Store and compare time values in tables.',
      sections: [{ anchor: '', heading: 'Time Values', text: 'Dates are stored as days since 1970, and a job runs between two loads.' }],
    }),
  ];

  it('ranks a reference page whose description states the whole task above a guide that shares its words', async () => {
    const e = await engineFor(sources);
    expect(e.search('count days between two dates', { limit: 2 }).hits.map((h) => h.title)).toEqual(['DATEDIFF', 'Time Values']);
    // Two words are a name, not a task: the guide keeps its place.
    expect(e.search('dates days', { limit: 1 }).hits[0]?.title).toBe('Time Values');
  });
});

describe('search: typo correction', () => {
  it('takes another form of a word the site uses for that word, not for a typo of a different one', async () => {
    const e = await engineFor([
      page('Auditing', { sections: [{ anchor: '', heading: 'Auditing', text: 'Record who can access a table and when.' }] }),
      page('Fonts', { sections: [{ anchor: '', heading: 'Accented Letters', text: 'Letters with marks in names.' }] }),
    ]);
    const found = e.search('accessed table');
    expect(found.corrected).toBeNull();
    expect(found.hits[0]?.title).toBe('Auditing');
    // A word with no form on the site is still corrected.
    expect(e.search('acented letters').corrected).toBe('accented letter');
  });
});

describe('search: values a message quotes', () => {
  it('does not correct a value between quotes or brackets into a word of the site', async () => {
    const e = await engineFor([
      page('Sources', {
        errors: ['The source [{}] is currently unavailable. Metadata is not accessible; please check node health.'],
        sections: [{ anchor: '', heading: 'Sources', text: 'A source whose metadata cannot be reached is unavailable until it is healthy again.' }],
      }),
      page('Resource Errors', { sections: [{ anchor: '', heading: 'Resource Errors', text: 'A RESOURCE error means the job ran short of memory.' }] }),
    ]);
    // `mysource` is one edit from `resource`: in brackets it is the reader's source, not a typo.
    const pasted = e.search('SOURCE_BAD_STATE ERROR: The source [MYSOURCE] is currently unavailable.');
    expect(pasted.corrected).toBeNull();
    expect(pasted.hits[0]?.title).toBe('Sources');
    expect(e.search("Column 'regon' not found").corrected).toBeNull();
    // The same word typed in prose is still corrected, and so is a word next to an apostrophe inside a word.
    expect(e.search('mysource errors').corrected).toBe('resource error');
    expect(e.search("why doesn't mysource work").corrected).not.toBeNull();
  });
});

describe('search: pasted errors', () => {
  it('ranks a failure pasted in Dremio’s verbose form by the failure, not by a wrapping class a page names in passing', async () => {
    const engine = await engineFor([
      searchSource('Arrow Flight', {
        sections: [
          { anchor: '', heading: 'Arrow Flight', text: 'A Java client reads each SYSTEM ERROR of the server as a RuntimeException or a UserRemoteException.' },
        ],
      }),
      searchSource('Parquet', {
        sections: [{ anchor: '', heading: 'Parquet', text: 'A damaged Parquet file has no footer: rewrite the file.' }],
      }),
    ]);
    const pasted =
      'com.dremio.common.exceptions.UserRemoteException: SYSTEM ERROR: cannot read Parquet footer\n\nSqlOperatorImpl TABLE_FUNCTION\n' +
      'Location 0:0:4\n\n  (java.lang.RuntimeException) cannot read Parquet footer\n    com.dremio.exec.store.parquet.Footer.read():612';
    expect(engine.search(pasted, { limit: 3 }).hits[0]?.title).toBe('Parquet');
  });

  it('removes what is the reader’s own from a pasted error: stack frames, addresses, principals, ids, URL bodies', () => {
    expect(withoutNoise('DiskErrorException: No space at org.apache.hadoop.fs.LocalDirAllocator.get(LocalDirAllocator.java:400)').trim()).toBe(
      'DiskErrorException: No space',
    );
    expect(withoutNoise('Channel closed /10.0.3.17:45678 <--> /10.0.3.22:51234 (fabric server)').replace(/\s+/g, ' ')).toBe(
      'Channel closed <--> (fabric server)',
    );
    expect(withoutNoise("no Kerberos tgt for user 'etl_svc@CORP.EXAMPLE.COM'")).not.toMatch(/etl|CORP/);
    expect(withoutNoise('job 1a9c2f44-7e1b-4c3d-9b52-0f6d2e8a7c10 failed').replace(/\s+/g, ' ')).toBe('job failed');
    // A log written as JSON carries its line breaks and tabs as text.
    expect(withoutNoise('limits set by the administrator.\\n\\nMemoryArbiter detected\\n\\tat com.dremio.X.y(X.java:40)').replace(/\s+/g, ' ')).toBe(
      'limits set by the administrator. MemoryArbiter detected ',
    );
    expect(withoutNoise('FileNotFoundException: s3a://lake/db/orders/metadata/00042-8f3e.metadata.json').replace(/\s+/g, ' ').trim()).toBe(
      'FileNotFoundException: s3a lake',
    );
    expect(withoutNoise('cannot open http://localhost:9047/new_query').replace(/\s+/g, ' ').trim()).toBe('cannot open http localhost:9047');
    // A Python traceback's heading and positions with the reader's code under them; a Java log line's thread, level and logger.
    const traceback =
      'Traceback (most recent call last):\n  File "/app/load.py", line 42, in <module>\n    reader = client.do_get(ticket)\n' +
      'pyarrow._flight.FlightUnavailableError: Flight returned unavailable error';
    expect(withoutNoise(traceback).replace(/\s+/g, ' ').trim()).toBe('pyarrow._flight.FlightUnavailableError: Flight returned unavailable error');
    expect(withoutNoise('[1a2b/0:foreman-planning] ERROR c.d.exec.work.foreman.AttemptManager - Query failed: out of memory').trim()).toBe(
      'Query failed: out of memory',
    );
    // Dremio's verbose error: the frames, operator, location and fragment lines and the wrapping classes go.
    const verbose =
      'com.dremio.common.exceptions.UserRemoteException: SYSTEM ERROR: Unable to read footer\n\nSqlOperatorImpl TABLE_FUNCTION\n' +
      'Location 0:0:4\nFragment 0:0\n\n  (java.lang.RuntimeException) Unable to read footer\n    com.dremio.exec.store.parquet.Footer.read():612';
    expect(withoutNoise(verbose).replace(/\s+/g, ' ').trim()).toBe(': SYSTEM ERROR: Unable to read footer ( ) Unable to read footer');
    expect(withoutNoise('java.sql.SQLException: Table not found').trim()).toBe(': Table not found');
    // Names and numbers of the docs stay; a query that is nothing but noise is kept as typed.
    for (const q of ['sys.jobs', 'date_trunc(', 'look at date_trunc(ts)', 'port 45678', '429 Too Many Tokens', '10.0.0.1']) expect(withoutNoise(q)).toBe(q);
  });
});

describe('search: a result shows the message a query pastes', () => {
  const sources = [
    searchSource('VACUUM TABLE', {
      kind: 'sql-command',
      errors: ['VACUUM command cannot continue because the cut-off policy is set to NONE', 'Table {} is not an Iceberg table'],
      sections: [{ heading: 'Errors', anchor: 'errors', text: 'VACUUM stops when the cut-off policy is NONE or the table is not an Iceberg table.' }],
    }),
    searchSource('Tables', { sections: [{ heading: 'Tables', anchor: '', text: 'Iceberg tables and how to vacuum them.' }] }),
  ];

  it('gives the page’s message as it lists it, each variable part as …, when the query holds most of it', async () => {
    const engine = await engineFor(sources);
    const [first] = engine.search('ERROR: Table lake.sales.orders is not an Iceberg table').hits;
    expect(first?.href).toBe('/current/vacuum-table');
    expect(first?.message).toBe('Table … is not an Iceberg table');
    expect(engine.search('VACUUM command cannot continue because the cut-off policy is set to NONE').hits[0]?.message).toBe(
      'VACUUM command cannot continue because the cut-off policy is set to NONE',
    );
  });

  it('gives none for a question that shares a few of its words, or another message that starts the same', async () => {
    const engine = await engineFor(sources);
    expect(engine.search('how do I vacuum an iceberg table').hits.every((h) => h.message === undefined)).toBe(true);
    // Five words in a row count for ranking, but this is not the cut-off message, and a result must not say it is.
    expect(engine.search("VACUUM command cannot continue because the table 'lake.orders' cannot be read").hits.every((h) => h.message === undefined)).toBe(
      true,
    );
  });

  it('gives it in the browser once the page’s texts have loaded, which carry the messages after the sections', async () => {
    const built = await buildSearch(sources, { entries: [] });
    expect(built.body.texts[0]).toEqual([
      'About VACUUM TABLE.',
      'VACUUM stops when the cut-off policy is NONE or the table is not an Iceberg table.',
      'VACUUM command cannot continue because the cut-off policy is set to NONE',
      'Table … is not an Iceberg table',
    ]);
    const engine = new SearchEngine(packMeta(built.meta), built.head);
    for (const [key, postings] of Object.entries(built.shards)) engine.addShard(key, postings);
    const query = 'Table s3.db.events is not an Iceberg table';
    expect(engine.search(query).hits[0]?.message).toBeUndefined();
    engine.addTexts(0, built.body.texts[0]!);
    expect(engine.search(query).hits[0]?.message).toBe('Table … is not an Iceberg table');
  });
});

describe('search: a long query ranked by its text as well (fusion)', () => {
  const mongo = searchSource('MongoDB', {
    sections: [
      {
        heading: 'MongoDB',
        anchor: '',
        text: 'When no server answers, the driver waits for server selection and then reports its view of the cluster state: each server it tried, whether it was connecting or unknown, and the replica set.',
      },
    ],
  });
  const timeout = searchSource('Cluster Connection Timeout', {
    description: 'How long a client waits to connect to the cluster before it times out.',
    keywords: ['timed out while waiting to connect', 'client view of cluster state'],
  });
  const paste = 'Timed out after 30000 ms while waiting to connect. Client view of cluster state is CONNECTING, servers are [localhost:27017, type=UNKNOWN]';

  it('puts first the page whose text holds a long paste, over one that only its head fields match', async () => {
    const engine = await engineFor([timeout, mongo]);
    expect(engine.search(paste).hits.map((h) => h.href)).toEqual(['/current/mongodb', '/current/cluster-connection-timeout']);
    // A short query is ranked as before: the head fields name what it asks.
    expect(engine.search('client connect cluster timed out').hits[0]?.href).toBe('/current/cluster-connection-timeout');
  });

  it('keeps first the page that lists the message a long query pastes', async () => {
    const lists = { ...timeout, errors: ['Timed out after {} ms while waiting to connect. Client view of cluster state is {}'] };
    const [first] = (await engineFor([lists, mongo])).search(paste).hits;
    expect(first?.href).toBe('/current/cluster-connection-timeout');
    expect(first?.message).toBe('Timed out after … ms while waiting to connect. Client view of cluster state is …');
  });

  it('fuses by reciprocal rank: a page the text ranks first moves up past its neighbour, and ties keep the ranking’s order', () => {
    const ranked = [{ p: 1 }, { p: 2 }, { p: 3 }];
    expect(fuse(ranked, [3]).map(({ p }) => p)).toEqual([3, 1, 2]);
    expect(fuse(ranked, []).map(({ p }) => p)).toEqual([1, 2, 3]);
    expect(fuse(ranked, [9, 8]).map(({ p }) => p)).toEqual([1, 2, 3]);
  });

  it('counts a query as long from eight words of substance, filler not counted', () => {
    expect(TextRanking.applies(terms('how do I connect to the cluster when it times out'))).toBe(false);
    expect(TextRanking.applies(terms('timed out after ms while waiting to connect client view of cluster state'))).toBe(true);
  });
});

describe('search: the system a reader comes from', () => {
  const sources = [
    page('Snowflake', {
      description: 'Connect a Snowflake account as a source.',
      sections: [{ anchor: '', heading: 'Snowflake', text: 'Dremio reads Snowflake tables.' }],
    }),
    // Query and history are common words of the site; the name of a system is rare.
    ...['Profiles', 'Queues'].map((title) =>
      page(title, { sections: [{ anchor: '', heading: title, text: `Each query leaves history in ${title.toLowerCase()}.` }] }),
    ),
    page('Job History', {
      description: 'Every query Dremio ran, with its state and duration.',
      sections: [{ anchor: '', heading: 'Job History', text: 'The query history lists each job.' }],
    }),
  ];

  it('ranks the page about what is asked above the page that names only the system the reader comes from', async () => {
    const e = await engineFor(sources);
    expect(e.search('snowflake query history', { limit: 1 }).hits[0]?.title).toBe('Job History');
    // Asked about the system itself, its page comes first.
    expect(e.search('connect snowflake', { limit: 1 }).hits[0]?.title).toBe('Snowflake');
    expect(e.search('snowflake', { limit: 1 }).hits[0]?.title).toBe('Snowflake');
  });
});

describe('search index: what a page ranks as for a task (rankedKind)', () => {
  // Pages with the same words, told apart by their kind and place only; the one listed first wins a tie.
  const text = 'Rotate the encryption keys of the coordinator after an upgrade.';
  const at = (title: string, href: string, kind: SearchSource['kind'] = 'guide') =>
    page(title, { href, kind, sections: [{ anchor: '', heading: title, text }] });
  const task = 'rotate encryption keys coordinator';
  const order = async (sources: SearchSource[]) => (await engineFor(sources)).search(task).hits.map((h) => h.title);

  it('ranks a security bulletin as release notes, below a guide, and the bulletins landing as a landing, above it', async () => {
    expect(await order([at('Advisory', '/current/reference/bulletins/2026-01-01-01'), at('Maintenance', '/current/admin/maintenance')])).toEqual([
      'Maintenance',
      'Advisory',
    ]);
    expect(await order([at('Maintenance', '/current/admin/maintenance'), at('Bulletins', '/current/reference/bulletins/')])).toEqual([
      'Bulletins',
      'Maintenance',
    ]);
  });

  it('ranks a SQL function category as a SQL command page, above a single function', async () => {
    const one = at('Single', '/current/reference/sql/sql-functions/functions/SINGLE', 'sql-function');
    const category = at('Category', '/current/reference/sql/sql-functions/STRING', 'sql-function');
    expect(await order([one, category])).toEqual(['Category', 'Single']);
  });
});

describe('search index: a name written as code among other words', () => {
  const sources: SearchSource[] = [
    searchSource('sys.reflections', {
      kind: 'system-table',
      sections: [{ anchor: '', heading: 'sys.reflections', text: 'One row per Reflection, with its status and the dataset it accelerates.' }],
    }),
    searchSource('Privileges', {
      sections: [
        { anchor: '', heading: 'Privileges', text: 'Grant SELECT on a dataset to a user or a role; the ADMIN role holds every privilege.' },
        { anchor: 'users', heading: 'Users and roles', text: 'A user without the ADMIN role reads only the datasets granted to it or its roles.' },
      ],
    }),
    searchSource('dbt', {
      sections: [{ anchor: '', heading: 'dbt', text: 'The dbt user needs privileges on the datasets its models read and the spaces it writes to.' }],
    }),
  ];
  const top = async (q: string) => (await engineFor(sources)).search(q, { limit: 3 }).hits.map((h) => h.title);

  it('ranks the page the reader named as code above pages that share the rest of the words', async () => {
    const question = 'How can we give privileges to the dbt user to read the sys.reflections dataset without the ADMIN role?';
    expect((await top(question))[0]).toBe('sys.reflections');
    // Typed as prose, the words are not that name: the page about privileges answers.
    expect((await top('give privileges to the dbt user to read reflections without the ADMIN role'))[0]).not.toBe('sys.reflections');
  });
});

describe('search index: the words of a page’s error messages one by one', () => {
  const sources: SearchSource[] = [
    searchSource('Power BI', {
      errors: [
        'grpc: received message larger than max ({size} vs. 16777216)',
        'IOError [FlightSQL] unresolved address (Unavailable; GetObjects)',
        'transport: authentication handshake failed: missing selected ALPN property',
        'Gateway timeout reached: could not connect to {host} through the gateway',
      ],
      sections: [{ anchor: '', heading: 'Power BI', text: 'Connect Power BI Desktop to Dremio with the ADBC connector and a personal access token.' }],
    }),
    searchSource('Arrow Flight', {
      sections: [
        { anchor: '', heading: 'Arrow Flight', text: 'Clients such as pyarrow reach the Arrow Flight port, 32010 by default.' },
        { anchor: 'errors', heading: 'Troubleshooting', text: 'A client that cannot reach the port cannot connect: check the host and the port.' },
      ],
    }),
  ];
  const top = async (q: string) => (await engineFor(sources)).search(q, { limit: 3 }).hits.map((h) => h.title);

  it('do not make the page the answer to every pasted error that shares common words with them', async () => {
    const pasted = 'pyarrow._flight.FlightUnavailableError: gRPC returned unavailable error, with message: failed to connect to all addresses';
    expect((await top(pasted))[0]).toBe('Arrow Flight');
    // Pasted whole, the page's own message still names it.
    expect((await top('grpc: received message larger than max (20971520 vs. 16777216)'))[0]).toBe('Power BI');
  });
});

describe('search index: two messages a paste holds whole', () => {
  const sources: SearchSource[] = [
    searchSource('SELECT', {
      kind: 'sql-command',
      errors: ["Column '{column}' not found in any table"],
      sections: [
        { anchor: '', heading: 'SELECT', text: 'A name in the select list must be a column of a table in FROM.' },
        { anchor: 'columns', heading: 'Columns not found', text: 'A column of the select list that is not found in the table fails the query.' },
      ],
    }),
    searchSource('ANALYZE TABLE', {
      kind: 'sql-command',
      errors: ['The following column(s) were not found in the table {table}: {columns}.'],
      sections: [{ anchor: '', heading: 'ANALYZE TABLE', text: 'Collects statistics for the columns named in FOR COLUMNS.' }],
    }),
  ];
  const top = async (q: string) => (await engineFor(sources)).search(q, { limit: 3 }).hits.map((h) => h.title);

  it('counts the message a paste holds word for word above one it holds only in order, and ranks both', async () => {
    const pasted = 'The following column(s) were not found in the table sales.orders: region, amount.';
    const own = messageShare(messagePattern('The following column(s) were not found in the table {table}: {columns}.'), terms(pasted));
    const other = messageShare(messagePattern("Column '{column}' not found in any table"), terms(pasted));
    expect(own).toBe(1);
    expect(other).toBeLessThan(own);
    // The SELECT page's own text about columns not found still outweighs the difference here (bench/README.md).
    expect((await top(pasted)).slice(0, 2).sort()).toEqual(['ANALYZE TABLE', 'SELECT']);
    expect((await top("VALIDATION ERROR: Column 'regon' not found in any table"))[0]).toBe('SELECT');
  });
});

describe('search: a message that carries another', () => {
  const sources: SearchSource[] = [
    searchSource('Arrow Flight', {
      errors: ['Flight returned internal error, with message: {}', 'Flight returned unavailable error, with message: {}'],
      sections: [
        {
          anchor: '',
          heading: 'Arrow Flight',
          text: 'A Flight client such as pyarrow reports each failed query as a Flight error with the message from the server; gRPC adds its debug context.',
        },
      ],
    }),
    searchSource('ANALYZE TABLE', {
      kind: 'sql-command',
      errors: ['The following column(s) were not found in the table {}: {}.'],
      sections: [{ anchor: '', heading: 'ANALYZE TABLE', text: 'Collects statistics for the columns named in FOR COLUMNS.' }],
    }),
  ];
  const pasted =
    'pyarrow._flight.FlightInternalError: Flight returned internal error, with message: The following column(s) were not found in ' +
    'the table sales.orders: region. gRPC client debug context: UNKNOWN:Error received from peer {grpc_status:13}';

  it('ranks the page of the message inside first and shows that message, with the carrier’s page after it', async () => {
    const hits = (await engineFor(sources)).search(pasted, { limit: 3 }).hits;
    expect(hits.map((h) => h.title)).toEqual(['ANALYZE TABLE', 'Arrow Flight']);
    expect(hits[0]?.message).toBe('The following column(s) were not found in the table …: ….');
    expect(hits[1]?.message).toBeUndefined();
  });

  it('keeps the carrier as the answer when what it carries is no page’s message, or is the carrier again', async () => {
    const engine = await engineFor(sources);
    const unknown = engine.search('FlightInternalError: Flight returned internal error, with message: disk quota exceeded on node 3').hits;
    expect(unknown[0]?.title).toBe('Arrow Flight');
    expect(unknown[0]?.message).toBe('Flight returned internal error, with message: …');
    const repeated = engine.search(
      'Flight returned unavailable error, with message: connection reset. Caused by: Flight returned unavailable error, with message: connection reset',
    ).hits;
    expect(repeated[0]?.message).toBe('Flight returned unavailable error, with message: …');
  });
});

describe('search: a carrier around a message that no page lists', () => {
  const page = (title: string, text: string, extra: Partial<SearchSource> = {}) =>
    searchSource(title, { ...extra, sections: [{ anchor: '', heading: title, text }] });
  const sources = (carriers: number[]): SearchSource[] => [
    page(
      'Arrow Flight',
      'A Flight client such as pyarrow reports each failed query as a Flight error, internal or unavailable, with the message from the server.',
      {
        errors: ['Flight returned internal error, with message: {}'],
        carriers,
      },
    ),
    page('Python', 'Query Dremio from Python with the pyarrow Flight client: do_get returns a reader, and a failed query raises a Flight error.'),
    page('Arrow Flight SQL', 'The Flight SQL client of pyarrow reports an internal error as a Flight error with the message the server returned.'),
    page('Flight Ports', 'The Flight endpoint listens on its own port; a pyarrow client that reaches no server raises an unavailable Flight error.'),
    page('Flight Clients', 'Each Flight client, pyarrow among them, returns an internal error when the server fails a query, with its message.'),
    page('Flight Sessions', 'A pyarrow Flight client keeps its session; an internal Flight error returned by the server ends the query.'),
    page('Disk Space', 'An executor whose spill disk runs out fails its query: the disk quota is exceeded on the node, and its spill directory must grow.'),
  ];
  const traceback =
    'Traceback (most recent call last):\n  File "load.py", line 42, in <module>\n    reader = client.do_get(ticket)\n' +
    'pyarrow._flight.FlightInternalError: Flight returned internal error, with message: disk quota exceeded on node 3. ' +
    'gRPC client debug context: UNKNOWN:Error received from peer ipv4:10.0.0.7:32010 {grpc_status:13}';

  it('ranks the message inside on its own: the carrier’s page first, the page of the failure next', async () => {
    const hits = (await engineFor(sources([0]))).search(traceback, { limit: 3 }).hits.map((h) => h.title);
    expect(hits.slice(0, 2)).toEqual(['Arrow Flight', 'Disk Space']);
  });

  it('does so only for a message whose last part is `{message}`: read whole, the carrier’s words outweigh the failure’s', async () => {
    const hits = (await engineFor(sources([]))).search(traceback, { limit: 3 }).hits.map((h) => h.title);
    expect(hits[0]).toBe('Arrow Flight');
    expect(hits).not.toContain('Disk Space');
  });

  it('reads a carrier only where its words before the message stand together, not in another message that holds them', () => {
    const carrier = messagePattern('Unable to refresh dataset. {message}');
    // The failure starts right after the carrier's words: `disk` is word 5 (`error` is word 0).
    expect(carriedValueStart(carrier, terms('ERROR: Unable to refresh dataset. Disk quota exceeded on node 3'))).toBe(5);
    // Another message that holds the carrier's words apart is not the carrier.
    expect(carriedValueStart(carrier, terms('Unable to refresh metadata for the dataset (due to concurrent updates). Please retry.'))).toBe(-1);
    // Only the words after the carrier's other variable parts have to stand together.
    const catalog = messagePattern("Can't connect to {catalog} catalog. {message}");
    expect(carriedValueStart(catalog, terms("Can't connect to polaris_prod catalog. Connection timed out"))).toBe(
      terms("Can't connect to polaris_prod catalog.").length,
    );
  });

  it('leaves out gRPC’s debug context, and reads the text from a word of the paste on', () => {
    expect(withoutNoise('with message: disk full. gRPC client debug context: UNKNOWN:Error received from peer {grpc_status:13}').trim()).toBe(
      'with message: disk full.',
    );
    const source = 'pyarrow._flight.FlightInternalError: Flight returned internal error, with message: disk quota exceeded';
    // pyarrow, flight, flightinternalerror, flight, returned, internal, error, with, message: the failure starts at word 9.
    expect(textFromWord(source, 9)).toBe('disk quota exceeded');
    expect(textFromWord(source, 1)).toBe(source);
    expect(textFromWord(source, 40)).toBe('');
  });
});

describe('search: an entry that a pasted message names', () => {
  const sources: SearchSource[] = [
    searchSource('User-Defined Functions', {
      kind: 'sql-command',
      errors: ['No match found for function signature {}'],
      sections: [{ anchor: '', heading: 'User-Defined Functions', text: 'CREATE FUNCTION defines a function; calling a function that does not exist fails.' }],
    }),
    searchSource('CAST', {
      kind: 'sql-function',
      errors: ["Cannot apply '{}' to arguments of type '{}'"],
      sections: [{ anchor: '', heading: 'CAST', text: 'Converts a value to another data type so that an operator or function accepts it.' }],
    }),
    searchSource('REGEXP_LIKE', {
      kind: 'sql-function',
      sections: [
        {
          anchor: '',
          heading: 'REGEXP_LIKE',
          text: 'Tests whether a string matches a regular expression pattern. Signature: REGEXP_LIKE(input VARCHAR, regex VARCHAR).',
        },
      ],
    }),
    searchSource('LIKE', {
      kind: 'sql-function',
      sections: [{ anchor: '', heading: 'LIKE', text: 'Compares a string with a pattern of % and _ wildcards.' }],
    }),
    searchSource('YEAR', {
      kind: 'sql-function',
      sections: [{ anchor: '', heading: 'YEAR', text: 'Returns the year of a date or timestamp.' }],
    }),
    searchSource('SELECT', {
      kind: 'sql-command',
      errors: ["Column '{column}' not found in any table"],
      sections: [{ anchor: '', heading: 'SELECT', text: 'A name in the select list must be a column of a table in FROM.' }],
    }),
  ];
  const top = async (q: string) => (await engineFor(sources)).search(q, { limit: 3 }).hits;

  it('ranks the named function first and the page that explains the message after it, still showing the message', async () => {
    const signature = await top('VALIDATION ERROR: No match found for function signature REGEXP_LIKE(<CHARACTER>, <NUMERIC>)');
    expect(signature.map((h) => h.title).slice(0, 2)).toEqual(['REGEXP_LIKE', 'User-Defined Functions']);
    expect(signature[1]?.message).toBe('No match found for function signature …');
    const operator = await top(
      "Cannot apply 'LIKE' to arguments of type 'LIKE(<VARBINARY(65536)>, <VARCHAR(8)>)'. Supported form(s): 'LIKE(<STRING>, <STRING>, <STRING>)'",
    );
    expect(operator.map((h) => h.title).slice(0, 2)).toEqual(['LIKE', 'CAST']);
  });

  it('takes a name only when the paste writes it as code, in a variable part of a message it pastes', async () => {
    // A column called year is a column, not the YEAR function.
    expect((await top("Column 'year' not found in any table"))[0]?.title).toBe('SELECT');
    // REGEXP_LIKE outside any message is not named by one: the signature message is not pasted.
    expect((await top('REGEXP_LIKE numeric argument')).map((h) => h.title)).not.toContain('User-Defined Functions');
  });
});

describe('search: a message behind a long statement', () => {
  const sources: SearchSource[] = [
    searchSource('ANALYZE TABLE', {
      kind: 'sql-command',
      errors: ['The following column(s) were not found in the table {}: {}.'],
      sections: [{ anchor: '', heading: 'ANALYZE TABLE', text: 'Collects statistics for the columns named in FOR COLUMNS.' }],
    }),
    searchSource('SELECT', {
      kind: 'sql-command',
      sections: [
        { anchor: '', heading: 'SELECT', text: 'SELECT reads columns FROM tables, with SUM and other aggregates, GROUP BY and ORDER BY.' },
        { anchor: 'group-by', heading: 'GROUP BY', text: 'GROUP BY groups the orders by customer id and order date before SUM adds the amount.' },
      ],
    }),
  ];
  const statement =
    'SELECT "orders"."order_id" AS "order_id", "orders"."customer_id" AS "customer_id", "orders"."order_date" AS ' +
    '"order_date", SUM("orders"."amount") AS "sum_amount" FROM "lake"."sales"."orders" "orders" GROUP BY "orders"."order_id"';

  it('finds the page of a message that a client prints after the statement, past the words read for concepts', async () => {
    const pasted = `ODBC: ERROR [HY000] [Dremio][Connector] (1040) Dremio failed to execute the query: ${statement}\n[30038]Query execution error. Details:[ \nThe following column(s) were not found in the table lake.sales.orders: region.\n]`;
    expect(pasted.indexOf('The following')).toBeGreaterThan(200);
    const [first] = (await engineFor(sources)).search(pasted, { limit: 3 }).hits;
    expect(first?.title).toBe('ANALYZE TABLE');
    expect(first?.message).toBe('The following column(s) were not found in the table …: ….');
  });

  it('reads a long paste without the statements it quotes, and a statement or a short query whole', () => {
    const pasted = `Dremio failed to execute the query: ${statement}\nQuery execution error. Details: Unknown column region in table orders`;
    expect(conceptText(pasted).replace(/\s+/g, ' ').trim()).toBe(
      'Dremio failed to execute the query: Query execution error. Details: Unknown column region in table orders',
    );
    expect(conceptText(`${statement} ORDER BY "orders"."order_date" DESC`)).toBe(`${statement} ORDER BY "orders"."order_date" DESC`);
    expect(conceptText('SELECT * FROM t fails with Unknown column')).toBe('SELECT * FROM t fails with Unknown column');
    // A browser's search box turns line breaks into spaces: there the failure after the statement must stay.
    const oneLine = pasted.replace(/\n/g, ' ');
    expect(conceptText(oneLine)).toBe(oneLine);
    // Prose is no statement: a Flight error's `with message: … from peer`, a question's `select the rows from`.
    const flight = `pyarrow._flight.FlightInternalError: Flight returned internal error, with message: Unable to find field order_date in table ${'orders '.repeat(20)}. Error received from peer`;
    expect(conceptText(flight)).toBe(flight);
    const question = `We run Dremio 26 on Kubernetes, three executors and one coordinator.\nHow do I select the latest rows from a table ${'and more words '.repeat(12)}`;
    expect(conceptText(question)).toBe(question);
  });

  it('ranks by the words after a long statement that no page lists as a message', async () => {
    const engine = await engineFor([
      ...sources,
      searchSource('Metadata refresh', {
        sections: [{ anchor: '', heading: 'Metadata refresh', text: 'An unknown column in a table usually means the table metadata is stale: refresh it.' }],
      }),
    ]);
    const pasted = `Dremio failed to execute the query: ${statement}\nQuery execution error. Details: Unknown column region in table orders`;
    expect(engine.search(pasted, { limit: 3 }).hits[0]?.title).toBe('Metadata refresh');
  });

  it('adds nothing for a long paste that holds no page message', async () => {
    const hits = (await engineFor(sources)).search(`Dremio failed to execute the query: ${statement} and returned no rows for region`, { limit: 3 }).hits;
    expect(hits[0]?.title).toBe('SELECT');
    expect(hits.every((h) => h.message === undefined)).toBe(true);
  });
});

describe('search index: text of tables and lists', () => {
  const body = [
    '## Ports',
    '',
    '| Client | Port | Values key |',
    '|---|---|---|',
    '| Dremio console | 9047 | `coordinator.web.port` |',
    '',
    '- Kubernetes sizing from the guide.',
    '- Helm 3 on the machine.',
  ].join('\n');
  const text = bodySections(body, 'Guide')
    .map((s) => s.text)
    .join(' ');

  it('keeps the words of neighbouring table cells and list items apart', () => {
    expect(text).toContain('9047 coordinator.web.port');
    expect(text).toContain('guide. Helm 3');
    expect(text).not.toMatch(/9047coordinator|guide\.Helm/);
  });

  it('finds a dotted key written in a table cell by its name', async () => {
    const page = searchSource('Deploy', { sections: bodySections(body, 'Deploy') });
    const other = searchSource('Web Server', { sections: bodySections('The web server of the console listens on port 9047.', 'Web Server') });
    const engine = await engineFor([other, page]);
    expect(engine.search('coordinator.web.port').hits[0]?.href).toBe('/current/deploy');
  });
});

describe('search: a dotted name of more than three words typed whole', () => {
  const sources = [
    searchSource('Tuning', { sections: bodySections('Set `fs.s3a.connection.maximum` to raise the number of open requests.', 'Tuning') }),
    searchSource('S3A Connection Maximum', {
      sections: bodySections('The `fs.s3a.connection.timeout` key sets how long a connection waits, up to a maximum.', 'S3A Connection Maximum'),
    }),
  ];

  it('ranks first the page that holds the whole name, not the one that holds its words', async () => {
    const e = await engineFor(sources);
    expect(e.search('fs.s3a.connection.maximum').hits[0]?.title).toBe('Tuning');
  });

  it('fetches the shard that holds the whole name in the browser, and ranks as with the whole body', async () => {
    const built = await buildSearch(sources, { entries: [] });
    const e = new SearchEngine(packMeta(built.meta), built.head);
    for (const key of e.shardsFor('fs.s3a.connection.maximum')) e.addShard(key, built.shards[key]!);
    expect(e.shardsFor('fs.s3a.connection.maximum')).toEqual([]);
    expect(e.search('fs.s3a.connection.maximum').hits[0]?.title).toBe('Tuning');
  });
});

describe('search: the last word while it is typed', () => {
  const sources = [
    searchSource('File Sizes', { sections: bodySections('A file of 128 MB is optimal for reading.', 'File Sizes') }),
    searchSource('OPTIMIZE TABLE', { sections: bodySections('Rewrites small files of a table into larger ones.', 'OPTIMIZE TABLE') }),
    // Pages that use `optimize` make it a common word, and `optimal` a rare one that tells more when it matches.
    ...['Clustering', 'Vacuum', 'Snapshots', 'Partitions'].map((title) =>
      searchSource(title, { sections: bodySections('Run OPTIMIZE TABLE after large loads.', title) }),
    ),
  ];

  it('reads a longer word a partial word begins as its completion, not as another form of it', async () => {
    const e = await engineFor(sources);
    // `optim` is no word of the site: it is on its way to `optimize`, not a form of the rarer `optimal`.
    expect(e.search('optim').hits[0]?.title).toBe('OPTIMIZE TABLE');
    // Typed out, a word the site uses keeps its other forms as such.
    expect(e.search('optimal').hits[0]?.title).toBe('File Sizes');
  });

  it('values every completion of a partial word as its commonest one: a rarer completion is no likelier', async () => {
    const concurrency = searchSource('Concurrency', {
      keywords: ['optimistic concurrency'],
      sections: bodySections('Writers commit optimistically and retry on conflict.', 'Concurrency'),
    });
    const e = await engineFor([...sources, concurrency]);
    expect(e.search('optim', { limit: 3 }).hits[0]?.title).toBe('OPTIMIZE TABLE');
    expect(e.search('optimistic', { limit: 3 }).hits[0]?.title).toBe('Concurrency');
  });
});

describe('search: a name typed as a name', () => {
  it('ranks the page that writes the name above the page that has its words apart', async () => {
    const e = await engineFor([
      searchSource('Ports', { sections: bodySections('| Client | Values key |\n|---|---|\n| ODBC | `coordinator.client.port` |', 'Ports') }),
      searchSource('Coordinator', { sections: [{ anchor: 'client-port', heading: 'Client port', text: 'The coordinator listens for clients on a port.' }] }),
    ]);
    expect(e.search('coordinator.client.port').hits[0]?.title).toBe('Ports');
    // Typed as words, the heading that holds them counts in full.
    expect(e.search('coordinator client port').hits[0]?.title).toBe('Coordinator');
  });

  it('finds a table written with its schema by the table name alone', async () => {
    const e = await engineFor([
      searchSource('SYS.COPY_ERRORS_HISTORY'),
      searchSource('Copy Errors', {
        sections: bodySections('Rows that failed to load appear in `copy_errors_history` and in the history of errors.', 'Copy Errors'),
      }),
    ]);
    expect(e.search('copy_errors_history').hits[0]?.title).toBe('SYS.COPY_ERRORS_HISTORY');
    // The title holds the table's name as one word, as it holds `syscopyerrorshistory`.
    expect(e.search('copyerrorshistory').hits[0]?.title).toBe('SYS.COPY_ERRORS_HISTORY');
  });
});

describe('search: a page’s description comes with its texts', () => {
  it('leaves descriptions out of meta.json and shows one once the page’s texts arrive', async () => {
    const sources = [
      searchSource('Backups', { description: 'Schedule backups of the metadata store.', sections: bodySections('Run a backup every night.', 'Backups') }),
    ];
    const built = await buildSearch(sources, { entries: [] });
    expect(JSON.stringify(packMeta(built.meta))).not.toContain('Schedule backups');
    const e = new SearchEngine(packMeta(built.meta), built.head);
    for (const key of e.shardsFor('backups')) e.addShard(key, built.shards[key]!);
    const before = e.search('backups').hits;
    expect(before[0]?.snippet).toBe('');
    for (const p of e.textsFor(before)) e.addTexts(p, built.body.texts[p]!);
    expect(e.search('backups').hits[0]).toMatchObject({ snippet: 'Schedule backups of the metadata store.' });
    // The section's own text follows the description: the section shows its text, not the description.
    for (const key of e.shardsFor('night')) e.addShard(key, built.shards[key]!);
    expect(e.search('night').hits[0]?.sections.map((x) => x.snippet)).toEqual(['Run a backup every night.']);
  });
});

describe('search: the name in a page’s URL', () => {
  const sources = [
    searchSource('Dremio Services Configuration', {
      href: '/current/deploy/dremio-conf',
      sections: bodySections('Each node reads its role, paths and ports at startup.', 'Dremio Services Configuration'),
    }),
    searchSource('Configuration Files', {
      sections: bodySections(
        'Edit dremio.conf for services and dremio-env for the JVM. Keep dremio.conf the same on every coordinator.',
        'Configuration Files',
      ),
    }),
    searchSource('Snowflake Open Catalog', { href: '/current/sources/snowflake-open' }),
    searchSource('Snowflake', { sections: bodySections('Connect a Snowflake warehouse.', 'Snowflake') }),
  ];

  it('names the page when it says what the title does not, as readers type it (dremio.conf)', async () => {
    const e = await engineFor(sources);
    expect(e.search('dremio.conf').hits[0]?.title).toBe('Dremio Services Configuration');
  });

  it('adds no name when the URL only repeats the title', async () => {
    const built = await buildSearch(sources, { entries: [] });
    expect(JSON.stringify(built.head.title)).not.toContain('snowflakeopen');
    expect(JSON.stringify(built.head.title)).toContain('dremioconf');
  });
});

describe('search: a word of a short message is not a pasted message', () => {
  const sources = [
    searchSource('Upgrade the KV Store', {
      errors: ['Illegal upgrade from {from} to {to}'],
      sections: bodySections('The tool upgrades the metadata store. An upgrade from an older release runs once.', 'Upgrade the KV Store'),
    }),
    searchSource('Upgrade Dremio on Kubernetes', {
      sections: bodySections('Run helm upgrade with the new chart to upgrade the cluster.', 'Upgrade Dremio on Kubernetes'),
    }),
  ];

  it('gives a one-word query no message bonus, and a pasted message its page', async () => {
    const e = await engineFor(sources);
    expect(e.search('upgrade').hits[0]?.title).toBe('Upgrade Dremio on Kubernetes');
    expect(e.search('java.lang.IllegalStateException: Illegal upgrade from 24.3.0 to 23.1.0').hits[0]?.title).toBe('Upgrade the KV Store');
  });
});
