/**
 * A development set for issue 28, written from the page index and the pages before the ranking code and the
 * thesaurus were read: how people ask when they come from another system (its function and concept names), pasted
 * error text with the noise around it (class names, host names, numbers, quoted identifiers), long chat-style
 * questions, tasks in plain words, short words, typos and loosely typed identifiers. It is used to find weak
 * mechanisms, never as the measure of success (that is the held-out set), and it is not the tuning set.
 */
import type { EvalQuery } from './evaluate';

export type DevKind = 'task' | 'other-system' | 'error' | 'long' | 'short' | 'typo' | 'identifier';

const q = (kind: DevKind, query: string, ...answers: string[]): EvalQuery => ({ kind, query, answers: answers.map((a) => `/current/${a}`) });

const FN = 'reference/sql/sql-functions/functions';
const CMD = 'reference/sql/commands';
const ICE = 'developer/data-formats/apache-iceberg';
const SYS = 'reference/sql/system-tables';
const CONF = 'deploy-dremio/other-options/standalone/dremio-config/dremio-conf';

export const DEV_QUERIES: EvalQuery[] = [
  // Another system's name for one of our functions or concepts
  q('other-system', 'group_concat', `${FN}/LISTAGG`, `${FN}/ARRAY_AGG`),
  q('other-system', 'mysql group_concat equivalent', `${FN}/LISTAGG`, `${FN}/ARRAY_AGG`, 'reference/sql/sql-functions/sql-function-equivalents'),
  q('other-system', 'collect_list spark', `${FN}/ARRAY_AGG`, 'reference/sql/sql-functions/sql-function-equivalents'),
  q('other-system', 'lateral view explode', `${FN}/FLATTEN`),
  q('other-system', 'unnest array into rows', `${FN}/FLATTEN`),
  q(
    'other-system',
    'sql server getdate()',
    `${FN}/NOW`,
    `${FN}/CURRENT_TIMESTAMP`,
    `${FN}/CURRENT_DATE`,
    'reference/sql/sql-functions/sql-function-equivalents',
  ),
  q('other-system', 'charindex', `${FN}/STRPOS`, `${FN}/LOCATE`, `${FN}/POSITION`, `${FN}/INSTR`),
  q('other-system', 'dateadd function', `${FN}/DATE_ADD`, `${FN}/TIMESTAMPADD`),
  q('other-system', 'date_format spark sql', `${FN}/TO_CHAR`),
  q('other-system', 'strftime', `${FN}/TO_CHAR`),
  q('other-system', 'from_unixtime', `${FN}/TO_TIMESTAMP`),
  q('other-system', 'percentile_approx', `${FN}/APPROX_PERCENTILE`),
  q('other-system', 'approx_distinct trino', `${FN}/APPROX_COUNT_DISTINCT`, `${FN}/NDV`),
  q('other-system', 'rlike', `${FN}/REGEXP_LIKE`),
  q('other-system', 'regexp_substr oracle', `${FN}/REGEXP_EXTRACT`),
  q('other-system', 'isnull in sql server', `${FN}/COALESCE`, `${FN}/NVL`),
  q('other-system', 'ifnull', `${FN}/COALESCE`, `${FN}/NVL`),
  q('other-system', 'len() function', `${FN}/LENGTH`, `${FN}/CHAR_LENGTH`, `${FN}/CHARACTER_LENGTH`),
  q('other-system', 'array_join', `${FN}/ARRAY_TO_STRING`),
  q('other-system', 'snowflake materialized view', 'acceleration/', 'acceleration/manual-reflections/', 'acceleration/autonomous-reflections'),
  q('other-system', 'result cache like snowflake', `${SYS}/results-cache`, 'acceleration/'),
  q('other-system', 'virtual warehouse size', 'deploy-dremio/managing-engines-kubernetes', 'reference/api/engine-management/'),
  q('other-system', 'trino resource groups', 'admin/workloads/workload-management', 'admin/workloads/'),
  q('other-system', 'databricks unity catalog', 'data-sources/lakehouse-catalogs/unity'),
  q('other-system', 'hive metastore', 'data-sources/lakehouse-catalogs/hive'),
  q('other-system', 'zorder delta table', 'developer/data-formats/delta-lake'),
  q('other-system', 'snowflake query history view', `${SYS}/jobs_recent`, `${SYS}/jobs`, 'admin/workloads/jobs'),
  q('other-system', 'dynamic data masking', 'data-products/govern/row-column-policies-udf', `${CMD}/row-column-policies`),
  q('other-system', 'row level security', 'data-products/govern/row-column-policies-udf', `${CMD}/row-column-policies`),
  q('other-system', 'EXPLAIN ANALYZE', 'admin/monitoring/jobs/viewing-query-profiles', 'admin/monitoring/jobs/view-profiles/'),
  q('other-system', 'postgres \\d table describe columns', `${CMD}/tables`, 'reference/sql/information-schema/columns'),
  q('other-system', 'information_schema.columns', 'reference/sql/information-schema/columns'),

  // Pasted error text
  q('error', 'java.net.UnknownHostException: zk-1.internal: Name or service not known', `${CONF}/zookeeper-config`),
  q('error', 'org.apache.hadoop.util.DiskChecker$DiskErrorException: No space available in any of the local directories', `${CONF}/dist-store-config`),
  q(
    'error',
    'ChannelClosedException (fabric server) node disconnected',
    'admin/monitoring/dremio-nodes',
    'help-support/well-architected-framework/operations/capacity-planning',
  ),
  q('error', '429 Too Many Tokens (Rate Limit Exceeded) bedrock', 'admin/model-providers/aws-bedrock'),
  q(
    'error',
    'javax.security.auth.login.LoginException: No valid credentials provided (Mechanism level: Failed to find any Kerberos tgt)',
    'help-support/knowledge-base/kerberos-trouble',
  ),
  q('error', 'Login failure for dremio/host@EXAMPLE.COM from keytab: Cannot locate KDC', 'help-support/knowledge-base/kerberos-trouble'),
  q(
    'error',
    'java.io.IOException: Keystore was tampered with, or password was incorrect',
    'help-support/knowledge-base/ranger-ssl-kerberos',
    'help-support/advanced-topics/hive-ranger-ssl',
  ),
  q(
    'error',
    'FileNotFoundException: /etc/ranger/xasecure-audit.xml (No such file or directory)',
    'deploy-dremio/other-options/yarn-hadoop',
    'help-support/advanced-topics/hive-ranger',
  ),
  q(
    'error',
    "VACUUM command cannot continue because the table 's3.sales.orders' cannot be read",
    `${ICE}/table-maintenance-optimization/table-cleanup-vacuum`,
    `${CMD}/nessie/vacuum-catalog`,
  ),
  q('error', 'Default cut-off-policy cannot be empty or null', `${ICE}/table-maintenance-optimization/table-cleanup-vacuum`),
  q('error', 'query failed: number of columns 912 exceeds the maximum of 800', 'help-support/advanced-topics/wide-tables'),
  q('error', 'pods stuck in Pending insufficient cpu', 'help-support/knowledge-base/k8s-trouble'),
  q('error', "Can't get Master Kerberos principal for use as renewer", 'help-support/knowledge-base/kerberos-trouble'),
  q('error', 'Authentication failed, status: 403, message: Forbidden KMSClientProvider', 'help-support/knowledge-base/kerberos-trouble'),
  q('error', 'cluster does not start: license key invalid or expired', 'admin/licensing/'),
  q('error', 'COPY INTO rejected 37 records, where do I see which rows failed', `${SYS}/copy-errors-history`, `${ICE}/copying-data-into-tables`),

  // Long, chat-style questions
  q(
    'long',
    'we are moving off snowflake and our analysts keep asking where the materialized views went, what do we use in dremio instead',
    'acceleration/',
    'acceleration/manual-reflections/',
    'acceleration/autonomous-reflections',
  ),
  q(
    'long',
    'hi all, my iceberg table has thousands of tiny parquet files after streaming ingestion, how can I compact them into bigger files',
    `${CMD}/apache-iceberg-tables/optimize-table`,
    `${ICE}/table-maintenance-optimization/optimizing`,
  ),
  q(
    'long',
    'is there a way for me to see every query that a specific user ran yesterday together with how long it took',
    `${SYS}/jobs_recent`,
    'admin/workloads/jobs',
    'admin/monitoring/jobs/',
  ),
  q(
    'long',
    'what is the recommended way to give our tableau users access to dremio without sharing the admin password',
    'client-applications/tableau',
    'security/authentication/personal-access-tokens',
  ),
  q(
    'long',
    'after someone accidentally deleted half the rows of a table this morning can we get the old data back somehow',
    `${ICE}/rolling-back`,
    `${CMD}/apache-iceberg-tables/rollback-table`,
  ),
  q(
    'long',
    'our storage bill keeps growing because of old snapshots, what command removes the files nobody needs anymore',
    `${CMD}/apache-iceberg-tables/vacuum-table`,
    `${ICE}/table-maintenance-optimization/table-cleanup-vacuum`,
    `${ICE}/expiring-snapshots`,
  ),
  q(
    'long',
    'I want to limit how much memory and concurrency the ad hoc queries from data scientists can take so that dashboards are not starved',
    'admin/workloads/workload-management',
    'admin/workloads/',
  ),
  q(
    'long',
    'can somebody explain how dremio decides whether to use a reflection for my query or not',
    'acceleration/manual-reflections/info-about-queries',
    'acceleration/',
  ),
  q('long', 'I need python code that runs a sql statement against dremio and gives me a pandas dataframe', 'developer/python', 'developer/arrow-flight'),
  q(
    'long',
    'what ports do I have to open in the firewall between the coordinator and the executors',
    'deploy-dremio/other-options/standalone/system-requirements',
  ),
  q(
    'long',
    'how should we sign users in with our company okta account instead of local passwords',
    'security/authentication/identity-providers/oidc',
    'security/authentication/identity-providers/',
  ),
  q('long', 'what happens to queries that are running while I upgrade dremio on kubernetes with helm', 'admin/admin-dremio-kubernetes/upgrade'),

  // Tasks in plain words
  q('task', 'hide credit card numbers from most users', 'data-products/govern/row-column-policies-udf', `${CMD}/row-column-policies`, `${FN}/MASK`),
  q('task', 'give a role read access to a folder', `${CMD}/rbac`, 'security/rbac/privileges'),
  q('task', 'turn a string into a date', `${FN}/TO_DATE`, `${FN}/CAST`),
  q('task', 'count distinct values fast on a huge table', `${FN}/APPROX_COUNT_DISTINCT`, `${FN}/NDV`),
  q('task', 'split a comma separated string', `${FN}/SPLIT_PART`, `${FN}/REGEXP_SPLIT`),
  q('task', 'remove leading and trailing spaces', `${FN}/TRIM`, `${FN}/BTRIM`),
  q('task', 'number of days between two dates', `${FN}/DATEDIFF`, `${FN}/DATE_DIFF`, `${FN}/TIMESTAMPDIFF`),
  q('task', 'first day of the month', `${FN}/DATE_TRUNC`),
  q('task', 'send dremio logs to datadog', 'admin/monitoring/exporting/datadog'),
  q('task', 'back up the cluster every night', 'admin/automated-backups', 'reference/admin-cli/backup'),
  q('task', 'reset a forgotten admin password', 'reference/admin-cli/reset-password'),
  q('task', 'run sql directly in the source database', 'help-support/advanced-topics/external-queries'),
  q('task', 'store secrets in vault instead of the config file', 'security/secrets-management/hashicorp-vault', 'security/secrets-management/'),
  q('task', 'schedule a table to be compacted automatically', `${ICE}/table-maintenance-optimization/automated-maintenance`, 'reference/api/data-maintenance'),
  q('task', 'check which version of dremio is running', `${SYS}/version`),
  q('task', 'list all the time zones I can use', `${SYS}/timezone-names`, 'reference/sql/data-types/time-zone-support'),

  // Short words
  q('short', 'upsert', `${CMD}/apache-iceberg-tables/apache-iceberg-merge`),
  q('short', 'grants', `${CMD}/rbac`, 'security/rbac/privileges', 'reference/api/catalog/grants'),
  q('short', 'spill', 'help-support/advanced-topics/hash-agg-spilling'),
  q('short', 'jdbc', 'client-applications/drivers/jdbc', 'client-applications/drivers/arrow-flight-sql-jdbc-driver'),
  q('short', 'lineage', 'data-products/govern/lineage', 'reference/api/catalog/lineage'),
  q('short', 'limits', 'help-support/limits'),
  q(
    'short',
    'SHOW',
    `${CMD}/show-create-table`,
    `${CMD}/show-create-view`,
    `${CMD}/show-table-properties`,
    `${CMD}/nessie/show-branches`,
    `${CMD}/nessie/show-logs`,
    `${CMD}/nessie/show-tags`,
  ),

  // Typos
  q('typo', 'reflecton refresh', 'acceleration/manual-reflections/refreshing-reflections'),
  q('typo', 'iceburg rollback', `${ICE}/rolling-back`, `${CMD}/apache-iceberg-tables/rollback-table`),
  q('typo', 'kuberentes upgrade', 'admin/admin-dremio-kubernetes/upgrade'),
  q('typo', 'personal acess token', 'security/authentication/personal-access-tokens', 'reference/api/personal-access-token'),
  q('typo', 'listag', `${FN}/LISTAGG`),
  q('typo', 'zookeper', `${CONF}/zookeeper-config`),

  // Identifiers typed loosely
  q('identifier', 'sys jobs recent', `${SYS}/jobs_recent`),
  q('identifier', 'copy_errors_history', `${SYS}/copy-errors-history`),
  q('identifier', 'DATEDIFF(', `${FN}/DATEDIFF`),
  q('identifier', 'regexp_extract()', `${FN}/REGEXP_EXTRACT`),
  q('identifier', 'dremio-admin backup', 'reference/admin-cli/backup'),
  q('identifier', 'dremio.conf', `${CONF}/`),
  q('identifier', 'values-overrides.yaml', 'deploy-dremio/configuring-kubernetes'),
  q('identifier', 'SPLIT_PART', `${FN}/SPLIT_PART`),

  // Added after reading the ranking, to exercise the removal of a pasted error's own noise (addresses, principals,
  // stack frames, ids): the same failures as above, pasted as logs show them.
  q(
    'error',
    'ERROR: Query failed: DiskErrorException: No space available in any of the local directories at org.apache.hadoop.fs.LocalDirAllocator$AllocatorPerContext.getLocalPathForWrite(LocalDirAllocator.java:400)',
    `${CONF}/dist-store-config`,
  ),
  q(
    'error',
    'SYSTEM ERROR: ChannelClosedException: [FABRIC]: Channel closed /10.0.3.17:45678 <--> /10.0.3.22:51234 (fabric server)',
    'admin/monitoring/dremio-nodes',
    'help-support/well-architected-framework/operations/capacity-planning',
  ),
  q('error', "Failed to find any Kerberos tgt for user 'etl_svc@CORP.EXAMPLE.COM'", 'help-support/knowledge-base/kerberos-trouble'),
  q('error', 'java.net.UnknownHostException: dremio-zk-0.zk-hs.default.svc.cluster.local', `${CONF}/zookeeper-config`),
];

/**
 * A second block, written after the first round of mechanisms and the thesaurus entries it led to, and measured
 * before any change made for it: whether those changes carry over to queries they were not made from.
 */
export const DEV_QUERIES_2: EvalQuery[] = [
  q(
    'other-system',
    'snowflake stage equivalent for loading files',
    `${ICE}/copying-data-into-tables`,
    `${CMD}/apache-iceberg-tables/copy-into-table`,
    'load-data/',
  ),
  q('other-system', 'bigquery information schema tables', 'reference/sql/information-schema/tables'),
  q('other-system', 'databricks notebook connect to dremio', 'developer/python'),
  q('other-system', 'oracle nvl', `${FN}/NVL`),
  q('other-system', 'string_agg postgres', `${FN}/LISTAGG`),
  q('other-system', 'spark sql cardinality of array', `${FN}/CARDINALITY`, `${FN}/ARRAY_SIZE`, `${FN}/SIZE`),
  q('other-system', 'trino date_diff', `${FN}/DATE_DIFF`, `${FN}/TIMESTAMPDIFF`, `${FN}/DATEDIFF`),
  q('other-system', 'iif sql server', `${FN}/CASE`),
  q('other-system', 'unity catalog tables in dremio', 'data-sources/lakehouse-catalogs/unity'),
  q('other-system', 'aws glue data catalog', 'data-sources/lakehouse-catalogs/aws-glue-catalog'),
  q(
    'long',
    'we want to stop paying for executors at night when nobody runs queries, can engines shut down on their own',
    'deploy-dremio/managing-engines-kubernetes',
    'help-support/well-architected-framework/cost/',
  ),
  q(
    'long',
    'my manager wants a list of everyone who has select permission on the finance folder, where can I get that',
    `${SYS}/privileges`,
    'security/rbac/privileges',
    'reference/api/catalog/grants',
  ),
  q(
    'long',
    'is it possible to load parquet files from an s3 bucket into an iceberg table with sql',
    `${ICE}/copying-data-into-tables`,
    `${CMD}/apache-iceberg-tables/copy-into-table`,
  ),
  q('long', 'how can I let claude or another ai assistant query our dremio data', 'mcp-server'),
  q(
    'long',
    'our reflections take hours to refresh and block other jobs, how do we give them their own queue',
    'admin/workloads/queue-routing',
    `${CMD}/alter-folder`,
    'admin/workloads/workload-management',
  ),
  q('long', 'what does dremio count toward our bill on kubernetes and how is it calculated', 'admin/licensing/usage'),
  q(
    'error',
    'Query was cancelled because it exceeded the memory limits set by the administrator',
    'admin/workloads/workload-management',
    'help-support/well-architected-framework/reliability/wlm-init',
    'admin/workloads/job-queues',
  ),
  q(
    'error',
    'PKIX path building failed: unable to find valid certification path to requested target',
    'help-support/advanced-topics/hive-ranger-ssl',
    `${CONF}/wire-encryption-config`,
    'client-applications/dbvisualizer',
  ),
  q('error', "ERROR: Table 'sales.orders' not found", 'reference/sql/commands/', 'data-sources/'),
  q('error', 'Unable to obtain license: license key expired', 'admin/licensing/'),
  q(
    'error',
    '403 Forbidden when calling /api/v3/catalog with a personal access token',
    'security/authentication/personal-access-tokens',
    'reference/api/catalog/',
  ),
  q('task', 'stop a running query', 'reference/api/job/', 'admin/workloads/jobs'),
  q('task', 'see who accessed a table', 'security/auditing'),
  q('task', 'add a column to an iceberg table', `${CMD}/alter-table`),
  q('task', 'delete duplicate rows', `${CMD}/apache-iceberg-tables/apache-iceberg-delete`, `${FN}/ROW_NUMBER`),
  q('task', 'log out idle users automatically', 'security/idle-session-timeout'),
  q('task', 'connect excel to dremio', 'client-applications/microsoft-excel/'),
  q('task', 'upgrade dremio with helm', 'admin/admin-dremio-kubernetes/upgrade'),
  q('task', 'rotate the encryption key for stored credentials', 'reference/admin-cli/encryption'),

  // Issue 40: other products' words for Dremio concepts, written from the pages (before the search results were
  // looked at) alongside the thesaurus entries for the same concepts.
  q('other-system', 'snowflake role hierarchy, grant a role to another role', 'security/rbac/roles', `${CMD}/roles`),
  q('other-system', 'transfer ownership of a view like snowflake', 'security/rbac/', `${CMD}/rbac`, `${CMD}/roles`),
  q('other-system', 'postgres superuser equivalent', 'security/rbac/privileges'),
  q('other-system', 'databricks service principal for a pipeline', 'security/authentication/users', 'security/authentication/'),
  q('other-system', 'oracle virtual private database', 'data-products/govern/row-column-policies-udf', `${CMD}/row-column-policies`),
  q('other-system', 'postgres statement_timeout for long queries', 'admin/workloads/workload-management', `${CMD}/set-queue`),
  q('other-system', 'snowflake warehouse auto suspend', 'deploy-dremio/managing-engines-kubernetes'),
  q('other-system', 'databricks dbu cost of an engine', 'admin/licensing/usage', 'deploy-dremio/managing-engines-kubernetes'),
  q('other-system', 'hive msck repair table to pick up new partitions', 'help-support/advanced-topics/metadata-caching', `${CMD}/alter-table`),
  q('other-system', 'snowflake external table over s3 files', 'developer/data-formats/table', 'data-sources/object/s3'),
  q('other-system', 'trino query passthrough to postgres', 'help-support/advanced-topics/external-queries'),
  q('other-system', 'iceberg orphan file cleanup', `${CMD}/apache-iceberg-tables/vacuum-table`, `${ICE}/table-maintenance-optimization/table-cleanup-vacuum`),
  q('other-system', 'databricks liquid clustering', 'load-data/clustering', `${CMD}/create-table`, `${CMD}/alter-table`),
  q('other-system', 'sql server dynamic management views', `${SYS}/`),
  q('other-system', 'snowflake object tagging', 'data-products/govern/wikis-tags'),
  q('other-system', 'proper case in sql server', `${FN}/INITCAP`),
  q('other-system', 'oracle analytic functions', 'reference/sql/sql-functions/WINDOW'),
  q('other-system', 'pandas melt wide to long in sql', `${CMD}/SELECT-statements`),
  q('other-system', 'add a user to a group', 'security/rbac/roles', `${CMD}/roles`, 'security/authentication/users'),
  q('other-system', 'override helm values for the chart', 'deploy-dremio/configuring-kubernetes'),
  q('other-system', 'proxy user running queries for other users', 'security/rbac/inbound-impersonation'),
];
