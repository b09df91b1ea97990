/**
 * HELD-OUT search evaluation set (issue 28). NEVER TUNE ON IT.
 *
 * How it was written: by a helper session that did not open lib/search/ (any file), data/search-thesaurus.json,
 * __tests__/search/natural-queries.ts or __tests__/search/queries.ts, and did not run the search engine while writing.
 * Each query was written from how people ask on forums, in GitHub issues and in Stack Overflow titles: tasks in plain
 * words, other systems' names for our functions, commands and concepts (Snowflake, Databricks/Spark, Trino/Presto,
 * BigQuery, Hive, PostgreSQL, SQL Server, Oracle), pasted error text, long chat-style questions, one- or two-word
 * queries (SQL keywords that are also English words among them), typos and loosely typed identifiers. The answers were
 * then found by reading the pages under content/ (grep and open): every page that truly answers a query is listed, and a
 * query with no answering page was left out. An other-system query claims an equivalence, so only true ones are used.
 *
 * Rules for everyone who comes later:
 * - This set measures whether the ranking generalises. It must never be used to tune: no thesaurus entry, keyword,
 *   boost or special case may be added to make a held-out query pass. Fix the mechanism, then measure again.
 * - Do not edit, add or remove queries to raise the score. Correct an answer list only when a page really answers (or
 *   no longer answers) the query, and say so in the commit message.
 */

export type HeldoutKind = 'task' | 'other-system' | 'error' | 'long' | 'short' | 'typo' | 'identifier';

export interface HeldoutQuery {
  kind: HeldoutKind;
  query: string;
  /** Paths under /current/ of every page that answers the query; landing pages end with '/'. */
  answers: string[];
}

const fn = (name: string) => `/current/reference/sql/sql-functions/functions/${name}`;
const cmd = (path: string) => `/current/reference/sql/commands/${path}`;
const ice = (path: string) => `/current/reference/sql/commands/apache-iceberg-tables/${path}`;
const sys = (path: string) => `/current/reference/sql/system-tables/${path}`;
const SELECT = cmd('SELECT-statements');
const REFLECTIONS = ['/current/acceleration/', '/current/acceleration/manual-reflections/', '/current/acceleration/autonomous-reflections'];
const POLICIES = ['/current/data-products/govern/row-column-policies-udf', cmd('row-column-policies')];
const PIPES = ['/current/load-data/autoingestion', cmd('create-pipe')];
const OPTIMIZE = [ice('optimize-table'), '/current/developer/data-formats/apache-iceberg/table-maintenance-optimization/optimizing'];
const EXPIRE = [
  '/current/developer/data-formats/apache-iceberg/expiring-snapshots',
  ice('vacuum-table'),
  '/current/developer/data-formats/apache-iceberg/table-maintenance-optimization/table-cleanup-vacuum',
];
const ROLLBACK = ['/current/developer/data-formats/apache-iceberg/rolling-back', ice('rollback-table')];
const JOB_HISTORY = ['/current/admin/monitoring/jobs/', '/current/admin/workloads/jobs', sys('jobs_recent')];
const WLM = ['/current/admin/workloads/workload-management', '/current/admin/workloads/job-queues', '/current/admin/workloads/'];
const PROFILES = [
  '/current/admin/monitoring/jobs/viewing-query-profiles',
  '/current/admin/monitoring/jobs/view-profiles/',
  '/current/admin/monitoring/jobs/analyzing-profiles',
];
const NOW = [fn('CURRENT_TIMESTAMP'), fn('NOW'), fn('LOCALTIMESTAMP')];
const KERBEROS = '/current/help-support/knowledge-base/kerberos-trouble';
const DREMIO_NODES = '/current/admin/monitoring/dremio-nodes';
const ZOOKEEPER = '/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/zookeeper-config';

export const HELDOUT_QUERIES: HeldoutQuery[] = [
  // ── Tasks in plain words ────────────────────────────────────────────────────────────────────────────────────────
  { kind: 'task', query: 'precompute results so reports load quicker', answers: REFLECTIONS },
  { kind: 'task', query: 'hook up tableau desktop to dremio', answers: ['/current/client-applications/tableau'] },
  { kind: 'task', query: 'add my s3 bucket as a data source', answers: ['/current/data-sources/object/s3'] },
  { kind: 'task', query: 'upload an excel spreadsheet and query it', answers: ['/current/data-sources/file-upload'] },
  {
    kind: 'task',
    query: 'load parquet files sitting in object storage into an iceberg table',
    answers: [ice('copy-into-table'), '/current/developer/data-formats/apache-iceberg/copying-data-into-tables', '/current/load-data/'],
  },
  { kind: 'task', query: 'automatically pick up new files as they land in a bucket', answers: PIPES },
  { kind: 'task', query: 'delete old versions of a table to free up storage', answers: [...EXPIRE, cmd('nessie/vacuum-catalog')] },
  { kind: 'task', query: 'combine lots of tiny files into bigger ones', answers: OPTIMIZE },
  { kind: 'task', query: 'go back to how the table looked before a bad insert', answers: [...ROLLBACK, SELECT] },
  { kind: 'task', query: 'see every query that ran yesterday and who ran it', answers: JOB_HISTORY },
  {
    kind: 'task',
    query: 'back up the catalog before upgrading',
    answers: ['/current/reference/admin-cli/backup', '/current/admin/automated-backups', '/current/admin/admin-dremio-kubernetes/upgrade'],
  },
  { kind: 'task', query: 'the only admin forgot the password how to get back in', answers: ['/current/reference/admin-cli/reset-password'] },
  {
    kind: 'task',
    query: 'get a token for my scripts instead of using my password',
    answers: ['/current/security/authentication/personal-access-tokens', '/current/reference/api/personal-access-token'],
  },
  {
    kind: 'task',
    query: 'let an analyst read one table and nothing else',
    answers: ['/current/security/rbac/privileges', cmd('rbac'), '/current/security/rbac/'],
  },
  { kind: 'task', query: 'hide social security numbers from most users', answers: [...POLICIES, fn('MASK')] },
  { kind: 'task', query: "show each sales rep only their own region's rows", answers: [...POLICIES, fn('QUERY_USER')] },
  {
    kind: 'task',
    query: 'install dremio with helm',
    answers: ['/current/deploy-dremio/deploy-on-kubernetes', '/current/get-started/kubernetes-trial', '/current/deploy-dremio/'],
  },
  { kind: 'task', query: 'try dremio out on my laptop', answers: ['/current/get-started/docker'] },
  { kind: 'task', query: 'query a table as it was last week', answers: [SELECT, '/current/developer/data-formats/apache-iceberg/'] },
  { kind: 'task', query: 'refresh reflections every night at 2am', answers: ['/current/acceleration/manual-reflections/refreshing-reflections'] },
  { kind: 'task', query: 'stop one team from hogging the whole cluster', answers: WLM },
  { kind: 'task', query: 'ship server logs to datadog', answers: ['/current/admin/monitoring/exporting/datadog'] },
  {
    kind: 'task',
    query: 'keep source passwords in vault instead of typing them into dremio',
    answers: ['/current/security/secrets-management/hashicorp-vault', '/current/security/secrets-management/'],
  },
  {
    kind: 'task',
    query: 'log in to the console with our company single sign on',
    answers: [
      '/current/security/authentication/identity-providers/oidc',
      '/current/security/authentication/identity-providers/microsoft-entra-id',
      '/current/security/authentication/identity-providers/',
    ],
  },
  { kind: 'task', query: 'create users automatically from okta', answers: ['/current/security/authentication/identity-providers/scim'] },
  {
    kind: 'task',
    query: 'pull query results into a pandas dataframe',
    answers: ['/current/developer/python', '/current/developer/arrow-flight-sql', '/current/reference/api/job/job-results'],
  },
  { kind: 'task', query: 'find out why my query is so slow', answers: [...PROFILES, '/current/data-products/ai-agent'] },
  {
    kind: 'task',
    query: 'send a query profile to support',
    answers: ['/current/admin/monitoring/jobs/overview', '/current/reference/admin-cli/export-profiles'],
  },
  { kind: 'task', query: 'rename a column in an iceberg table', answers: [cmd('alter-table')] },
  { kind: 'task', query: 'write a description for a dataset so others know what it is', answers: ['/current/data-products/govern/wikis-tags'] },
  {
    kind: 'task',
    query: 'which views depend on this table',
    answers: ['/current/data-products/govern/lineage', '/current/data-products/discover/metadata'],
  },
  { kind: 'task', query: 'collect column statistics for the query planner', answers: [cmd('analyze-table')] },
  { kind: 'task', query: 'move the cluster to a newer release with helm', answers: ['/current/admin/admin-dremio-kubernetes/upgrade'] },
  {
    kind: 'task',
    query: 'encrypt traffic between the nodes',
    answers: ['/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/wire-encryption-config'],
  },
  { kind: 'task', query: 'sign people out after 30 minutes of inactivity', answers: ['/current/security/idle-session-timeout'] },
  { kind: 'task', query: 'promote changes from a dev branch into main', answers: [cmd('nessie/merge-branch')] },
  {
    kind: 'task',
    query: 'run a query over http with curl',
    answers: ['/current/reference/api/sql', '/current/reference/api/job/', '/current/reference/api/job/job-results'],
  },
  { kind: 'task', query: 'kill a query that has been running for hours', answers: ['/current/reference/api/job/'] },
  { kind: 'task', query: 'split a comma separated string into parts', answers: [fn('SPLIT_PART'), fn('REGEXP_SPLIT')] },
  { kind: 'task', query: 'turn a unix epoch number into a timestamp', answers: [fn('TO_TIMESTAMP')] },
  { kind: 'task', query: 'count distinct users fast on a huge table', answers: [fn('APPROX_COUNT_DISTINCT'), fn('NDV')] },
  { kind: 'task', query: 'download my query results as a csv file', answers: ['/current/get-started/quick_tour'] },
  {
    kind: 'task',
    query: 'connect to dremio from java code',
    answers: [
      '/current/client-applications/drivers/arrow-flight-sql-jdbc-driver',
      '/current/developer/arrow-flight-sql',
      '/current/developer/arrow-flight',
      '/current/client-applications/drivers/jdbc',
    ],
  },
  {
    kind: 'task',
    query: 'add a user account without ldap',
    answers: ['/current/security/authentication/users', cmd('users')],
  },

  // ── Other systems' names for our functions, commands and concepts ──────────────────────────────────────────────
  { kind: 'other-system', query: 'spark explode array into rows', answers: [fn('FLATTEN'), SELECT] },
  { kind: 'other-system', query: 'snowflake to_varchar date format', answers: [fn('TO_CHAR')] },
  { kind: 'other-system', query: 'sql server ISNULL replacement', answers: [fn('NVL'), fn('COALESCE')] },
  { kind: 'other-system', query: 'GETDATE() equivalent', answers: NOW },
  { kind: 'other-system', query: 'DATEADD(day, 7, order_date)', answers: [fn('DATE_ADD'), fn('TIMESTAMPADD')] },
  { kind: 'other-system', query: 'charindex', answers: [fn('LOCATE'), fn('POSITION'), fn('STRPOS'), fn('INSTR')] },
  { kind: 'other-system', query: 'postgres string_agg', answers: [fn('LISTAGG')] },
  { kind: 'other-system', query: 'hive collect_list', answers: [fn('ARRAY_AGG')] },
  { kind: 'other-system', query: 'trino array_join', answers: [fn('ARRAY_TO_STRING')] },
  { kind: 'other-system', query: 'bigquery ARRAY_LENGTH', answers: [fn('ARRAY_SIZE'), fn('CARDINALITY')] },
  { kind: 'other-system', query: 'spark percentile_approx', answers: [fn('APPROX_PERCENTILE')] },
  { kind: 'other-system', query: 'presto approx_distinct', answers: [fn('APPROX_COUNT_DISTINCT'), fn('NDV')] },
  { kind: 'other-system', query: 'oracle DECODE function', answers: [fn('CASE')] },
  { kind: 'other-system', query: 'snowflake IFF', answers: [fn('CASE')] },
  { kind: 'other-system', query: 'bigquery PARSE_DATE', answers: [fn('TO_DATE')] },
  { kind: 'other-system', query: 'trino from_unixtime', answers: [fn('TO_TIMESTAMP')] },
  { kind: 'other-system', query: 'TIMESTAMP_TRUNC', answers: [fn('DATE_TRUNC')] },
  { kind: 'other-system', query: 'sql server DATEDIFF(day, start, end)', answers: [fn('DATEDIFF'), fn('TIMESTAMPDIFF')] },
  { kind: 'other-system', query: 'SELECT TOP 100 rows', answers: [SELECT] },
  { kind: 'other-system', query: 'oracle MINUS set operator', answers: [SELECT] },
  { kind: 'other-system', query: 'snowpipe', answers: PIPES },
  { kind: 'other-system', query: 'databricks auto loader', answers: PIPES },
  { kind: 'other-system', query: 'snowflake virtual warehouse size', answers: ['/current/deploy-dremio/managing-engines-kubernetes'] },
  { kind: 'other-system', query: 'trino resource groups', answers: WLM },
  {
    kind: 'other-system',
    query: 'OPENQUERY pass-through query to sql server',
    answers: ['/current/help-support/advanced-topics/external-queries', SELECT],
  },
  { kind: 'other-system', query: 'iceberg expire_snapshots procedure', answers: EXPIRE },
  { kind: 'other-system', query: 'rewrite_data_files', answers: OPTIMIZE },
  { kind: 'other-system', query: 'delta VERSION AS OF', answers: ['/current/developer/data-formats/delta-lake', SELECT] },
  {
    kind: 'other-system',
    query: 'MSCK REPAIR TABLE',
    answers: ['/current/help-support/advanced-topics/metadata-caching', cmd('alter-table')],
  },
  { kind: 'other-system', query: 'postgres search_path', answers: [cmd('use')] },
  { kind: 'other-system', query: 'snowflake masking policy', answers: POLICIES },
  { kind: 'other-system', query: 'snowflake QUERY_HISTORY', answers: JOB_HISTORY },
  {
    kind: 'other-system',
    query: 'databricks disk cache',
    answers: ['/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/cloud-cache-config'],
  },
  { kind: 'other-system', query: 'snowflake SHOW GRANTS', answers: [sys('privileges'), '/current/security/rbac/', '/current/security/rbac/privileges'] },

  // ── Pasted errors and symptoms ─────────────────────────────────────────────────────────────────────────────────
  {
    kind: 'error',
    query: 'java.io.IOException: Keystore was tampered with, or password was incorrect',
    answers: ['/current/help-support/knowledge-base/ranger-ssl-kerberos'],
  },
  { kind: 'error', query: "Can't get Master Kerberos principal for use as renewer", answers: [KERBEROS] },
  { kind: 'error', query: 'Login failure for dremio from keytab: cannot locate KDC', answers: [KERBEROS] },
  {
    kind: 'error',
    query: 'FileNotFoundException xasecure-audit.xml',
    answers: ['/current/deploy-dremio/other-options/yarn-hadoop'],
  },
  {
    kind: 'error',
    query: 'DiskErrorException: No space available in any of the local directories',
    answers: ['/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/dist-store-config'],
  },
  { kind: 'error', query: 'java.net.UnknownHostException zookeeper Name or service not known', answers: [ZOOKEEPER] },
  {
    kind: 'error',
    query: 'VACUUM command cannot continue because the cut-off policy is set to NONE',
    answers: ['/current/developer/data-formats/apache-iceberg/table-maintenance-optimization/table-cleanup-vacuum'],
  },
  { kind: 'error', query: 'select * from sys.tables gives a parse error', answers: [sys('tables'), '/current/reference/sql/reserved-keywords'] },
  {
    kind: 'error',
    query: 'Failure parsing the query. Encountered "user" at line 1, column 15',
    answers: ['/current/reference/sql/reserved-keywords'],
  },
  {
    kind: 'error',
    query: 'jobs failing with OUT_OF_MEMORY',
    answers: [DREMIO_NODES, '/current/help-support/well-architected-framework/operations/capacity-planning'],
  },
  { kind: 'error', query: 'ChannelClosedException (fabric server)', answers: [DREMIO_NODES] },
  { kind: 'error', query: 'CONNECTION ERROR: Exceeded timeout', answers: [DREMIO_NODES] },
  {
    kind: 'error',
    query: 'tableau flight sql connection fails but the legacy driver works',
    answers: ['/current/client-applications/tableau'],
  },
  {
    kind: 'error',
    query: 'odbc driver cannot connect, cluster has no TLS on flight',
    answers: ['/current/client-applications/drivers/arrow-flight-sql-odbc-driver'],
  },
  {
    kind: 'error',
    query: 'powerpivot sql error near square bracket',
    answers: ['/current/client-applications/microsoft-excel/microsoft-excel-powerpivot'],
  },
  { kind: 'error', query: 'restore fails backup is from another dremio version', answers: ['/current/reference/admin-cli/restore'] },
  {
    kind: 'error',
    query: 'query fails scanning more than 800 columns',
    answers: ['/current/help-support/advanced-topics/wide-tables', '/current/help-support/limits'],
  },
  {
    kind: 'error',
    query: 'concurrent update on the same iceberg table failed with a conflict',
    answers: ['/current/developer/data-formats/apache-iceberg/concurrency'],
  },
  {
    kind: 'error',
    query: 'executor pods stuck without enough cpu or memory even though there are enough nodes',
    answers: ['/current/help-support/knowledge-base/k8s-trouble'],
  },
  {
    kind: 'error',
    query: 'pipe status STOPPED_MISSING_TABLE_OR_BRANCH',
    answers: [sys('pipes'), sys('pipe_summary'), cmd('describe-pipe'), '/current/load-data/autoingestion'],
  },

  // ── Long, chat-style questions ────────────────────────────────────────────────────────────────────────────────
  {
    kind: 'long',
    query:
      'a vendor drops csv files into our s3 bucket every hour and I want them in an iceberg table without writing a cron job, what is the dremio way to do that?',
    answers: PIPES,
  },
  {
    kind: 'long',
    query: 'our events table is huge and filters on customer_id scan everything, in snowflake I would add a clustering key, what should I do in dremio?',
    answers: ['/current/load-data/clustering', cmd('alter-table')],
  },
  {
    kind: 'long',
    query: 'power bi reports hit dremio with one shared service account but security wants each viewer’s own identity passed through, how do we set that up?',
    answers: ['/current/security/authentication/application-authentication/power-bi-aad-config', '/current/client-applications/microsoft-power-bi'],
  },
  {
    kind: 'long',
    query: 'someone ran a delete without a where clause on a production iceberg table an hour ago, is there any way to get the rows back?',
    answers: [...ROLLBACK, SELECT],
  },
  {
    kind: 'long',
    query: 'the columns our DBA added to a postgres table this morning do not show up when I query it through dremio, why and how do I fix it?',
    answers: ['/current/help-support/advanced-topics/metadata-caching', cmd('alter-table')],
  },
  {
    kind: 'long',
    query: 'which LLM providers can the AI features use and where do I put the API key for them?',
    answers: ['/current/admin/model-providers/', '/current/admin/model-providers/aws-bedrock'],
  },
  {
    kind: 'long',
    query: 'the coordinator keeps running out of heap and we see long gc pauses, what jvm settings do you recommend?',
    answers: ['/current/help-support/knowledge-base/g1-garbage-collection', '/current/deploy-dremio/other-options/standalone/dremio-config/dremio-env'],
  },
  {
    kind: 'long',
    query: 'is there a way to see whether my query actually used the reflection I created, and if it did not, why not?',
    answers: ['/current/acceleration/manual-reflections/info-about-queries'],
  },
  {
    kind: 'long',
    query: 'analysts run the same big aggregations over and over, can dremio work out by itself what to precompute for them?',
    answers: [
      '/current/acceleration/autonomous-reflections',
      '/current/reference/sql/table-functions/recommend-reflections',
      '/current/reference/api/reflections/reflection-recommendations',
    ],
  },
  {
    kind: 'long',
    query: 'how many queries can run at the same time before they start queueing, and how do I give etl jobs lower priority than dashboards?',
    answers: WLM,
  },
  {
    kind: 'long',
    query: 'an external auditor wants proof of who changed the permissions on a table last month, does dremio record that anywhere?',
    answers: ['/current/security/auditing'],
  },
  {
    kind: 'long',
    query: 'we want our spark jobs to write to the same iceberg tables that dremio manages, how do I point spark at the catalog?',
    answers: ['/current/data-sources/open-catalog/connecting-from-spark', '/current/data-sources/open-catalog/'],
  },
  {
    kind: 'long',
    query: 'our dbt project targets snowflake today, can I run the same models against dremio and build views there instead?',
    answers: ['/current/data-products/deploy-with-dbt'],
  },
  {
    kind: 'long',
    query: 'do we have to patch dremio for the log4shell remote code execution bug and how can I check our install myself?',
    answers: ['/current/help-support/knowledge-base/apache-log4j-vulnerability'],
  },
  {
    kind: 'long',
    query: 'security flagged clear text passwords in dremio.conf, can dremio store those secrets encrypted instead?',
    answers: ['/current/reference/admin-cli/encryption', '/current/security/secrets-management/'],
  },
  {
    kind: 'long',
    query: 'we moved dremio to a new kubernetes cluster and now it complains about the license, where is the license key supposed to go?',
    answers: ['/current/admin/licensing/'],
  },
  {
    kind: 'long',
    query: 'what cpu, memory and java version do I need to run dremio on plain linux servers without kubernetes?',
    answers: ['/current/deploy-dremio/other-options/standalone/system-requirements'],
  },
  {
    kind: 'long',
    query: 'a column holds json as a string and I need nested fields like address.city out of it, how do I parse it in a query?',
    answers: [fn('CONVERT_FROM'), fn('TRY_CONVERT_FROM'), '/current/reference/sql/sql-functions/SEMI-STRUCTURED_DATA'],
  },
  {
    kind: 'long',
    query: 'my manager wants to know how many consumption units we used last month and what drives that number',
    answers: ['/current/admin/licensing/usage'],
  },
  {
    kind: 'long',
    query: 'can I write and run queries against our cluster from vs code with copilot instead of the web console?',
    answers: ['/current/developer/vs-code'],
  },

  // ── Short queries (SQL keywords that are English words among them) ────────────────────────────────────────────
  { kind: 'short', query: 'USE', answers: [cmd('use')] },
  {
    kind: 'short',
    query: 'SHOW',
    answers: [
      cmd('show-create-table'),
      cmd('show-create-view'),
      cmd('show-table-properties'),
      cmd('nessie/show-branches'),
      cmd('nessie/show-logs'),
      cmd('nessie/show-tags'),
      '/current/reference/sql/commands/',
    ],
  },
  { kind: 'short', query: 'with', answers: [cmd('with'), SELECT] },
  { kind: 'short', query: 'AS', answers: [cmd('create-table-as'), fn('CAST'), SELECT] },
  {
    kind: 'short',
    query: 'ALTER',
    answers: [
      cmd('alter-table'),
      cmd('alter-view'),
      cmd('alter-source'),
      cmd('alter-folder'),
      cmd('alter-space'),
      cmd('alter-pipe'),
      cmd('nessie/alter-branch'),
      cmd('nessie/alter-tag'),
      '/current/reference/sql/commands/',
    ],
  },
  {
    kind: 'short',
    query: 'pipes',
    answers: [...PIPES, sys('pipes'), sys('pipe_summary'), cmd('alter-pipe'), cmd('drop-pipe'), cmd('describe-pipe')],
  },
  {
    kind: 'short',
    query: 'engines',
    answers: ['/current/deploy-dremio/managing-engines-kubernetes', sys('engines'), '/current/reference/api/engine-management/'],
  },
  {
    kind: 'short',
    query: 'backup',
    answers: ['/current/reference/admin-cli/backup', '/current/admin/automated-backups', '/current/admin/open-catalog-backuprestore'],
  },
  { kind: 'short', query: 'lineage', answers: ['/current/data-products/govern/lineage', '/current/reference/api/catalog/lineage'] },
  { kind: 'short', query: 'limits', answers: ['/current/help-support/limits'] },
  { kind: 'short', query: 'wiki', answers: ['/current/data-products/govern/wikis-tags', '/current/reference/api/catalog/wiki'] },
  { kind: 'short', query: 'rollback', answers: ROLLBACK },
  { kind: 'short', query: 'vacuum', answers: [...EXPIRE, cmd('nessie/vacuum-catalog')] },
  {
    kind: 'short',
    query: 'grant',
    answers: [cmd('rbac'), '/current/security/rbac/privileges', '/current/security/rbac/', cmd('roles')],
  },
  { kind: 'short', query: 'MERGE', answers: [ice('apache-iceberg-merge'), cmd('nessie/merge-branch')] },

  // ── Typos ─────────────────────────────────────────────────────────────────────────────────────────────────────
  { kind: 'typo', query: 'kuberentes install', answers: ['/current/deploy-dremio/deploy-on-kubernetes', '/current/get-started/kubernetes-trial'] },
  {
    kind: 'typo',
    query: 'iceburg tables',
    answers: ['/current/developer/data-formats/apache-iceberg/', '/current/reference/sql/commands/apache-iceberg-tables/'],
  },
  { kind: 'typo', query: 'dbeavor', answers: ['/current/client-applications/dbeaver'] },
  { kind: 'typo', query: 'tablaeu', answers: ['/current/client-applications/tableau'] },
  { kind: 'typo', query: 'expire snapshtos', answers: EXPIRE },
  {
    kind: 'typo',
    query: 'personal acess token',
    answers: ['/current/security/authentication/personal-access-tokens', '/current/reference/api/personal-access-token'],
  },
  { kind: 'typo', query: 'reflecton hints', answers: ['/current/acceleration/manual-reflections/using-reflection-hints'] },
  { kind: 'typo', query: 'vaccum table', answers: EXPIRE },
  { kind: 'typo', query: 'timestmapdiff', answers: [fn('TIMESTAMPDIFF')] },
  { kind: 'typo', query: 'linage graph', answers: ['/current/data-products/govern/lineage'] },
  { kind: 'typo', query: 'colum masking policy', answers: POLICIES },
  { kind: 'typo', query: 'zookeper', answers: [ZOOKEEPER] },
  { kind: 'typo', query: 'prometheus metrcis', answers: [DREMIO_NODES] },
  { kind: 'typo', query: 'flaten array', answers: [fn('FLATTEN')] },
  { kind: 'typo', query: 'clustring', answers: ['/current/load-data/clustering'] },

  // ── Loosely typed identifiers ─────────────────────────────────────────────────────────────────────────────────
  { kind: 'identifier', query: 'sys copy errors history', answers: [sys('copy-errors-history')] },
  { kind: 'identifier', query: 'information schema columns', answers: ['/current/reference/sql/information-schema/columns'] },
  { kind: 'identifier', query: 'regexp extract', answers: [fn('REGEXP_EXTRACT')] },
  { kind: 'identifier', query: 'array_agg()', answers: [fn('ARRAY_AGG')] },
  { kind: 'identifier', query: 'sys.reflection dependencies', answers: [sys('reflection-dependencies')] },
  {
    kind: 'identifier',
    query: 'dremio.conf',
    answers: ['/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/', '/current/help-support/advanced-topics/configuration-files'],
  },
  {
    kind: 'identifier',
    query: 'dremio-env',
    answers: ['/current/deploy-dremio/other-options/standalone/dremio-config/dremio-env', '/current/help-support/advanced-topics/configuration-files'],
  },
  { kind: 'identifier', query: 'values-overrides yaml', answers: ['/current/deploy-dremio/configuring-kubernetes'] },
  { kind: 'identifier', query: 'dremio-admin backup', answers: ['/current/reference/admin-cli/backup'] },
  { kind: 'identifier', query: 'last_query_id()', answers: [fn('LAST_QUERY_ID')] },
  { kind: 'identifier', query: 'convert timezone', answers: [fn('CONVERT_TIMEZONE')] },
  { kind: 'identifier', query: 'exec.impersonation.inbound_policies', answers: ['/current/security/rbac/inbound-impersonation'] },
  { kind: 'identifier', query: 'store.plugin.max_metadata_leaf_columns', answers: ['/current/help-support/advanced-topics/wide-tables'] },
  {
    kind: 'identifier',
    query: 'zk.client.session.timeout',
    answers: [
      ZOOKEEPER,
      '/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/high-availability-config',
      '/current/deploy-dremio/other-options/standalone/dremio-config/dremio-conf/',
    ],
  },
  { kind: 'identifier', query: 'sys recommend_reflections', answers: ['/current/reference/sql/table-functions/recommend-reflections'] },
  { kind: 'identifier', query: 'ad.json', answers: ['/current/security/authentication/identity-providers/ldap'] },
  { kind: 'identifier', query: 'oauth.json', answers: ['/current/security/authentication/identity-providers/oidc'] },
  {
    kind: 'identifier',
    query: 'azuread.json',
    answers: [
      '/current/security/authentication/identity-providers/microsoft-entra-id',
      '/current/security/authentication/application-authentication/power-bi-aad-config',
    ],
  },
  {
    kind: 'identifier',
    query: 'jobs.max.age_in_days',
    answers: [sys('jobs_recent'), '/current/admin/workloads/jobs', '/current/help-support/support-settings'],
  },
  { kind: 'identifier', query: 'fs.s3.impl', answers: ['/current/help-support/advanced-topics/hive-s3'] },
  {
    kind: 'identifier',
    query: "ON_ERROR 'continue'",
    answers: [ice('copy-into-table'), '/current/developer/data-formats/apache-iceberg/copying-data-into-tables', sys('copy-errors-history')],
  },
];
