/**
 * A development set of reader questions (issue 40): questions that people asked in their own words in public GitHub
 * issues and pull requests of Dremio's ecosystem (client libraries, BI tools, dbt-dremio, the MCP server, Nessie and
 * Iceberg projects, catalog and migration tools), each with the public thread it came from and the pages of this site
 * that answer it. A query keeps the reader's wording, shortened to the question sentence; a few are the reader's
 * one-sentence statement of what they could not do, where the thread asks for that and nothing shorter. Questions the
 * site has no page for, and questions about Dremio Cloud only, were left out. It was written without looking at the
 * ranking, the thesaurus, the keywords or the questions on the pages, with one slip: checking an answer printed the
 * description and one question of the Iceberg REST Catalog page, after the apache/polaris#1140 query had been chosen
 * (it keeps the reader's wording). Queries were not changed after their results were seen. 19 questions whose
 * thread the held-out set also drew from were later dropped unseen, by a script that compared the threads only. It is for developing the
 * ranking on questions; it is not the held-out set, and the overlap test keeps the two apart.
 */
import { sourcedQuery, type SourcedQuery } from './evaluate';

/** One reader question, the public thread it was taken from, and the pages that answer it. */
export type QuestionDevQuery = SourcedQuery;

const q = sourcedQuery('question');

const FLIGHT = 'developer/arrow-flight';
const MCP = 'mcp-server';
const SUPERSET = 'client-applications/superset';
const DBT = 'data-products/deploy-with-dbt';

export const QUESTION_DEV_QUERIES: QuestionDevQuery[] = [
  // Client applications, drivers and the Arrow Flight endpoint
  q(
    'https://github.com/apache/arrow/issues/11387',
    'Could someone guide me on a resource where I can find some sample C# client code to connect to dremio using Apache Arrow flight client',
    FLIGHT,
  ),
  q(
    'https://github.com/apache/superset/issues/4916',
    'I am very much interested in connecting Dremio with Apache superset using SQL alchemy dremio dialect. Can you please provide any guidance on how to do it.',
    SUPERSET,
  ),
  q('https://github.com/apache/superset/pull/8939', 'Hi, Is sql-lab working with dremio?', SUPERSET),
  q('https://github.com/narendrans/sqlalchemy_dremio/issues/23', 'How to disable cert verification in Superset or specify crt/pem file ?', SUPERSET),
  q('https://github.com/narendrans/sqlalchemy_dremio/issues/27', 'I try to test the new driver without SSL, but looks not work. Is this expected?', SUPERSET),
  q(
    'https://github.com/AlexMercedCoder/dremio-spark-nessie-demo-environment-template/issues/2',
    "it don't store data after docker compose down. so how to store data to disk permanently?",
    'get-started/docker',
  ),

  // The MCP server

  q(
    'https://github.com/dremio/dremio-mcp/issues/40',
    "What is the best way to run this MCP server into streamable-http mode? I don't see any input arguments to do this.",
    MCP,
  ),

  // REST API
  q(
    'https://github.com/markhoerth/dremio_client/issues/41',
    'Use the python module to change an ACL or the sql of a dataset',
    'reference/api/catalog/view',
    'reference/api/catalog/grants',
  ),
  q('https://github.com/mindsdb/mindshub/pull/4637', 'For other calls we used apiv3, is it required to use v2 for login?', 'reference/api/'),
  q('https://github.com/dremio-professional-services/dremio-cloner/issues/34', 'Handle scripts export and import', 'reference/api/scripts'),

  // Access control

  // dbt
  q(
    'https://github.com/fabrice-etanchaud/dbt-dremio/issues/18',
    "I can't seem to get anywhere trying to push 'view' creatin in a sublevel (folder of a space)",
    DBT,
  ),

  // Sources, catalogs and loading data
  q(
    'https://github.com/apache/polaris/pull/1140',
    'Does it makes sense to add a quick start guild on how to connect Dremio with Polaris?',
    'data-sources/lakehouse-catalogs/iceberg-rest-catalog',
  ),
  q(
    'https://github.com/apache/iceberg/issues/11649',
    'Can I use the SPARK SQL APIs to fetch metadata and Read/Write data to REST catalog or should I use only REST APIs to interact with REST catalog.',
    'data-sources/open-catalog/connecting-from-spark',
  ),
  q(
    'https://github.com/mage-ai/mage-ai/issues/5387',
    'Is there any way from which I can make dremio connection to write the data into dremio?',
    'load-data/',
    'reference/sql/commands/apache-iceberg-tables/apache-iceberg-insert',
  ),
];
