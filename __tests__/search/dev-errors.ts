/**
 * A development set of pasted error messages (issue 40): the text people pasted into public GitHub issues and pull
 * requests of Dremio's ecosystem (client libraries, BI connectors, dbt-dremio, the MCP server, community connectors,
 * the Helm charts) when something failed, kept as pasted (log prefixes, class names, ids, host names, quoted
 * identifiers), each with the public thread it came from and the pages of this site that explain the cause or the fix.
 * Three entries are the reporter's own one-line account of the failure rather than a log line (dremio_client#29,
 * dremio-cloud-tools#18, dremio-mcp#125). Errors the site does not explain were left out, and six first picks that
 * the held-out set already holds were dropped unseen. 23 entries whose thread the held-out set also drew from were
 * later dropped unseen, by a script that compared the threads only: tuning on a reader’s other line from the same
 * thread would lift the held-out query without telling how search generalises. It is for tuning the ranking on pasted errors; it is not the
 * held-out set, and the overlap test keeps the two apart.
 *
 * A second batch (issue 40, edev3) was gathered the same way with the issues corpus of the search tool: threads were
 * found by error text and by ecosystem (Arrow Flight and Flight SQL clients, dbeaver, Apache Iceberg, Nessie,
 * community connectors), every candidate thread was first checked against the held-out threads with the collision
 * script (only the script's yes or no was seen, never a held-out query), and only then read. Most Dremio-specific
 * threads the corpus holds were already taken by the held-out set, so this batch leans on the wider ecosystem; some
 * of its errors come from other engines or servers (Spark with Nessie, Flink with Iceberg, Trino and Presto with
 * Iceberg catalogs, Flight SQL servers other than Dremio) and are answered by the page that explains the same cause in Dremio. A slip: nine first picks were
 * written before the collision check and then removed unseen. A few entries are a reporter's one-line account
 * (dbt-dremio#279, dremio-bigquery-connector#8, dremio-clickhouse-arp-connector#2, dremio-hbase-connector#20).
 * The batch adds 18 entries, far fewer than the 70 asked for: about a third of the candidate threads were held-out
 * threads, and most of the rest carried errors this site does not explain (adapter and driver internals, other
 * engines' own settings), which were left out rather than given a loosely related page.
 */
import { sourcedQuery, type SourcedQuery } from './evaluate';

/** One pasted error, the public thread it was taken from, and the pages that answer it. */
export type ErrorDevQuery = SourcedQuery;

const e = sourcedQuery('error');

const FLIGHT = 'developer/arrow-flight';
const PY = 'developer/python';
const SUPERSET = 'client-applications/superset';
const ARP = 'developer/arp-connector';
const CUSTOM_ARP = 'help-support/advanced-topics/custom-arp';
const FOLDER = 'reference/api/catalog/container-folder';
const FLIGHT_JDBC = 'client-applications/drivers/arrow-flight-sql-jdbc-driver';
const ICEBERG_CONCURRENCY = 'developer/data-formats/apache-iceberg/concurrency';
const NESSIE = 'data-sources/lakehouse-catalogs/nessie';

export const ERROR_DEV_QUERIES: ErrorDevQuery[] = [
  // Python, Superset and other Arrow Flight clients
  e(
    'https://github.com/narendrans/sqlalchemy_dremio/issues/23',
    'File "pyarrow/_flight.pyx", line 69, in pyarrow._flight.check_flight_status pyarrow._flight.FlightUnavailableError: gRPC returned unavailable error, with message: failed to connect to all addresses',
    SUPERSET,
    PY,
  ),
  e(
    'https://github.com/narendrans/sqlalchemy_dremio/issues/27',
    'E0922 22:19:30.986294000 4618952128 ssl_security_connector.cc:413]     Could not get default pem root certs.',
    SUPERSET,
    PY,
  ),
  e(
    'https://github.com/dremio-hub/dremio-flight-connector/issues/16',
    "client = flight.FlightClient('grpc+tcp://localhost:47470') FlightUnavailableError: gRPC returned unavailable error, with message: Connect Failed",
    FLIGHT,
    PY,
  ),
  e(
    'https://github.com/qwshen/spark-flight-connector/issues/3',
    'ERROR ClientHandshakeWrapper: Failed on completing future org.apache.arrow.flight.FlightRuntimeException: UNAUTHENTICATED:',
    FLIGHT,
  ),
  e(
    'https://github.com/qwshen/spark-flight-connector/issues/3',
    'ERROR c.d.s.f.a.DremioFlightServerBasicAuthValidator - Unable to authenticate user com.dremio.service.users.UserLoginException: Invalid user credentials, user',
    FLIGHT,
  ),
  e(
    'https://github.com/apache/arrow/issues/38764',
    'java.lang.RuntimeException: Failed to initialize MemoryUtil. Was Java started with `--add-opens=java.base/java.nio=ALL-UNNAMED`? (See https://arrow.apache.org/docs/java/install.html)',
    'client-applications/dbeaver',
    FLIGHT_JDBC,
    FLIGHT,
  ),
  e(
    'https://github.com/apache/arrow/issues/37708',
    'E0913 20:22:38.153841801      51 ssl_transport_security.cc:1501]       Handshake failed with fatal error SSL_ERROR_SSL: error:0A00010B:SSL routines::wrong version number.',
    PY,
    FLIGHT,
  ),
  e('https://github.com/apache/arrow/issues/43374', 'OSError: Flight returned unavailable error, with message: unavailable. Detail: Unavailable', PY),
  e(
    'https://github.com/apache/arrow-adbc/issues/2078',
    'INTERNAL: [FlightSQL] grpc: received message larger than max (20748753 vs. 16777216)',
    'client-applications/microsoft-power-bi',
  ),
  // JDBC and ODBC drivers
  e(
    'https://github.com/apache/arrow-flight-sql-postgresql/issues/190',
    'The driver failed with: `org.apache.arrow.driver.jdbc.shaded.org.flight.FlightRuntimeException: UNAVAILABLE io Exception`',
    FLIGHT_JDBC,
  ),
  e(
    'https://github.com/dbeaver/dbeaver/issues/40516',
    'Caused by: sun.security.validator.ValidatorException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target',
    FLIGHT_JDBC,
  ),
  e(
    'https://github.com/influxdata/influxdb/issues/24158',
    'Bad Connection: Tableau could not connect to the data source. Error Code: FAB9A2C5 cfjd.org.apache.arrow.flight.FlightRuntimeException: INTERNAL: http2 exception',
    FLIGHT_JDBC,
  ),
  // dbt-dremio, the REST API and the MCP server
  e(
    'https://github.com/dremio/dbt-dremio/issues/233',
    'ERROR: Version context for table nessie.xxxx.xxxx must be specified using AT SQL syntax',
    'reference/sql/commands/apache-iceberg-tables/apache-iceberg-insert',
    'reference/sql/commands/SELECT-statements',
    'reference/sql/commands/use',
    'data-sources/lakehouse-catalogs/nessie',
  ),
  e(
    'https://github.com/dremio/dbt-dremio/issues/313',
    'dbt.adapters.dremio.api.rest.error.DremioBadRequestException: Bad request:: (400 Client Error: Bad Request for url: ...): ({"errorMessage":"Unable to create folder ... on source .... An object already exists with that name.","moreInfo":""})',
    FOLDER,
  ),
  e(
    'https://github.com/dremio/dbt-dremio/issues/242',
    "On the second run, it will fail with error Column 'id' is ambiguous",
    'release-notes/version-250-release',
    'release-notes/unsupported-releases/version-240-release',
  ),
  e(
    'https://github.com/fabrice-etanchaud/dbt-dremio/issues/24',
    'CREATE OR REPLACE VIEW AS "credit_overview_1923" AS ( WITH temp_table AS ( SELECT 1 as name UNION ALL SELECT 2 as name ) SELECT * FROM temp_table ) then Dremio make in parsing query error',
    'reference/sql/commands/create-view',
  ),
  e(
    'https://github.com/dremio/dbt-dremio/issues/142',
    "InsecureRequestWarning: Unverified HTTPS request is being made to host 'api.dremio.cloud'. Adding certificate verification is strongly advised. See: https://urllib3.readthedocs.io/en/1.26.x/advanced-usage.html#ssl-warnings",
    'data-products/deploy-with-dbt',
  ),
  e(
    'https://github.com/dremio/dbt-dremio/issues/279',
    'So on the very first run, it is working fine but on the subsequent runs, it is giving error - "product id" is ambiguous.',
    'reference/sql/commands/SELECT-statements',
    'release-notes/unsupported-releases/version-240-release',
  ),
  e(
    'https://github.com/dremio-professional-services/dremio-cloner/issues/46',
    'get_catalog_entity_by_path: received HTTP Response Code 404 for : <api/v3/catalog/by-path/SELF_SERVICE_PROJECTS/DCOG_PROJECT/SIMILARWEB/SEGMENT_TRAFFIC_AND_ENGAGEMENT> errorMessage: Could not find entity with path [[SELF_SERVICE_PROJECTS, DCOG_PROJECT, SIMILARWEB, SEGMENT_TRAFFIC_AND_ENGAGEMENT]] moreInfo:',
    'reference/api/catalog/',
  ),
  // The engine, its memory and configuration, and SQL
  e(
    'https://github.com/spiceai/spiceai/issues/10331',
    'Failed to connect to Flight server: Handshake failed. The request does not have valid authentication credentials. Unable to authenticate user ***, exception: org.rocksdb.RocksDBException: While appending to file: /opt/dremio/data/db/catalog/015683.log: No space left on device',
    'deploy-dremio/other-options/standalone/dremio-config/dremio-conf/metadata-store-config',
    'reference/admin-cli/metadata-cleanup',
  ),
  e(
    'https://github.com/spiceai/spiceai/issues/4078',
    "Dremio Clickbench Query Error: Cannot apply 'LIKE' to arguments of type 'LIKE(<VARBINARY(65536)>, <VARCHAR(8)>)'. Supported form(s): 'LIKE(<STRING>, <STRING>, <STRING>)'",
    'reference/sql/sql-functions/functions/CONVERT_FROM',
    'reference/sql/sql-functions/functions/LIKE',
  ),
  // Apache Iceberg tables and Nessie catalogs
  e(
    'https://github.com/apache/iceberg/issues/3280',
    "org.apache.iceberg.exceptions.CommitFailedException: Base metadata location 'hdfs:///usr/hive/warehouse/iceberg/xxx/metadata/0010.metadata.json' is not same as the current table metadata location 'hdfs:///usr/hive/warehouse/iceberg/xxx/metadata/0011.metadata.json' for xxx",
    ICEBERG_CONCURRENCY,
    // A table in a Hive warehouse: the Hive source page explains the message Dremio's own Hive catalog prints in these words.
    'data-sources/lakehouse-catalogs/hive',
  ),
  e(
    'https://github.com/projectnessie/nessie/issues/8281',
    "NessieReferenceConflictException: Key 'xxx_my_table' has conflicting put-operation from commit '1098474702689a1e0bbb8ae2a1d7fe17cd7e40309b41e670dcc52fae06ef8d11'",
    ICEBERG_CONCURRENCY,
  ),
  e(
    'https://github.com/projectnessie/nessie/issues/4293',
    'org.projectnessie.client.http.HttpClientException: java.net.ConnectException: 拒绝连接 (Connection refused)',
    NESSIE,
  ),
  e(
    'https://github.com/apache/iceberg/issues/11687',
    'Caused by: org.apache.iceberg.exceptions.ValidationException: Found conflicting files that can contain records matching true: [s3://demobucket/ts.db/pack/data/source_id=s00000/epoch_hours=2024-12-02-14/00000-0-62caa502-27ad-4f0c-aabf-41d1bb3198fa.parquet]',
    ICEBERG_CONCURRENCY,
  ),
  e(
    'https://github.com/prestodb/presto/issues/23833',
    'Caused by: org.apache.iceberg.exceptions.BadRequestException: Malformed request: invalid_scope: The scope is invalid',
    'data-sources/lakehouse-catalogs/iceberg-rest-catalog',
  ),
  // Custom and community source connectors
  e(
    'https://github.com/mmsmdali/dremio-clickhouse-arp-connector/issues/3',
    "Caused by: java.lang.IllegalArgumentException: String 'com.clickhouse.jdbc.ClickHouseDriver' does not denote a valid java.sql.Driver class name.",
    ARP,
  ),
  e(
    'https://github.com/dremio-hub/dremio-sqllite-connector/issues/11',
    '[ERROR] Failed to execute goal on project dremio-sqlite-plugin: Could not resolve dependencies for project com.dremio.plugin:dremio-sqlite-plugin:jar:21.1.1-202204292111390812-57b1832f: Failed to collect dependencies at com.dremio.community.plugins:dremio-ce-jdbc-plugin:jar:21.1.1-202204292111390812-57b1832f',
    ARP,
    CUSTOM_ARP,
  ),
  e('https://github.com/panoramichq/dremio-bigquery-connector/pull/8', 'Plugin not working with dremio version 17.0.0', CUSTOM_ARP, ARP),
  e(
    'https://github.com/mmsmdali/dremio-clickhouse-arp-connector/issues/2',
    'unfortunately I met issues with compiling application for using it with Dremio 20.1.0',
    CUSTOM_ARP,
    ARP,
  ),
  e('https://github.com/dremio-hub/dremio-hbase-connector/pull/20', 'HBase Connector Not able to compile in Dremio 19.0.0', CUSTOM_ARP),
  e(
    'https://github.com/narendrans/dremio-snowflake/issues/42',
    'From Raw Profile log: SOURCE_BAD_STATE ERROR: The source [MYSOURCE] is currently unavailable. Info: []',
    'reference/sql/commands/alter-source',
    'data-sources/',
  ),
  e(
    'https://github.com/narendrans/dremio-snowflake/issues/46',
    '[main] ERROR ROOT - Dremio is exiting. Failure while starting services. java.lang.RuntimeException: Reading from a byte array threw an IOException (should never happen).',
    CUSTOM_ARP,
  ),
  e(
    'https://github.com/panoramichq/dremio-bigquery-connector/issues/6',
    'java.lang.NoClassDefFoundError: com/dremio/exec/store/jdbc/JdbcStoragePlugin$Config',
    CUSTOM_ARP,
    ARP,
  ),
  e(
    'https://github.com/panoramichq/dremio-bigquery-connector/issues/5',
    'dremio                  | java.lang.AbstractMethodError: null\\ndremio                  |       at com.dremio.exec.store.jdbc.conf.JdbcConf.newPlugin(JdbcConf.java:25)',
    CUSTOM_ARP,
    ARP,
  ),
  e(
    'https://github.com/dremio-hub/dremio-hbase-connector/issues/10',
    '[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.0:compile (default-compile) on project dremio-hbase-plugin: Compilation failure: Compilation failure:',
    CUSTOM_ARP,
    ARP,
  ),
];
