import { describe, expect, it } from 'vitest';
import { parseClaimsData, loadClaimsData, type ClaimsData } from '@/lib/pipeline/checks/claims/data';
import { checkContent, formatIssue, type SourceFile } from '@/lib/pipeline/checks/content-check';
import { hoconKeys } from '@/lib/pipeline/checks/claims/hocon-keys';
import { YamlKeysError, yamlKeys } from '@/lib/pipeline/checks/claims/yaml-keys';

const SRC = 'https://docs.dremio.com/current/security/rbac/privileges';

const raw = () => ({
  privileges: {
    about: 'Fixture.',
    source: SRC,
    objectTypes: [
      { id: 'system', label: 'System' },
      { id: 'open-catalog', label: 'Open Catalog' },
      { id: 'folder', label: 'Folder' },
      { id: 'table', label: 'Table' },
    ],
    all: { name: 'ALL', source: SRC },
    privileges: [
      { name: 'SELECT', on: ['system', 'open-catalog', 'folder', 'table'], actions: ['read', 'see-metadata'] },
      { name: 'USAGE', on: ['open-catalog'], actions: ['reach'] },
      { name: 'VIEW JOB HISTORY', on: ['system'], actions: ['job-history'] },
      { name: 'MANAGE GRANTS', on: ['system', 'folder', 'table'], actions: ['grant'] },
    ],
    exceptions: [] as { page: string; privilege: string; on: string; source: string; note: string }[],
  },
  console: {
    about: 'Fixture.',
    paths: [
      { path: 'Settings > Reflections', source: 'https://docs.dremio.com/current/acceleration/manual-reflections/' },
      { path: 'Settings > Support > Download Logs', source: 'https://docs.dremio.com/current/admin/monitoring' },
    ],
    otherProducts: [{ product: 'Okta', path: 'Settings > Profile', source: 'https://docs.dremio.com/current/security/authentication/identity-providers/scim' }],
  },
  config: {
    about: 'Fixture.',
    dremioConf: {
      roots: ['paths', 'services'],
      sources: [
        {
          source: 'https://github.com/dremio/dremio-oss/blob/master/dremio-reference.conf',
          keys: ['paths.local', 'services.coordinator.enabled', 'services.coordinator.web.port'],
        },
      ],
    },
    helm: {
      roots: ['coordinator', 'executor'],
      openMaps: ['nodeSelector'],
      sources: [
        {
          source: 'https://docs.dremio.com/current/deploy-dremio/configuring-kubernetes',
          keys: ['coordinator.count', 'coordinator.nodeSelector', 'coordinator.resources.requests.cpu', 'executor.count'],
        },
      ],
    },
  },
});

const data: ClaimsData = parseClaimsData(raw());

const page = (id: string, body: string, extra = ''): SourceFile => ({
  path: `content/${id}.mdx`,
  source: `---\nid: ${id}\ntitle: ${id}\ndescription: A description of the ${id} page that is long enough to pass the check.\nsidebar: softwareSidebar\n${extra}---\n\n${body}\n`,
});

/** Body line n of a page is file line n + 6. */
const errorsFor = (body: string, id = 'guide/a', extra = '') => {
  const dirs = id
    .split('/')
    .slice(0, -1)
    .map((_, i, parts) => parts.slice(0, i + 1).join('/'));
  const files = [page('index', 'Home.'), ...dirs.map((d) => page(`${d}/index`, 'Section.')), page(id, body, extra)];
  return checkContent(files, { claims: data }).errors.map(formatIssue);
};

const privilegesPage = (rows: string) =>
  `Intro.\n\n## Containers\n\n| Privilege | System | Open Catalog | Folder |\n|---|:-:|:-:|:-:|\n${rows}\n\n## Objects\n\n| Privilege | Table |\n|---|:-:|\n| MANAGE GRANTS | ✓ |\n| SELECT | ✓ |`;
const goodRows = '| MANAGE GRANTS | ✓ | | ✓ |\n| SELECT | ✓ | ✓ | ✓ |\n| USAGE | | ✓ | |\n| VIEW JOB HISTORY | ✓ | | |';

describe('privilege claims', () => {
  it('accepts documented privileges in prose, GRANT statements and JSON', () => {
    const body = [
      'Grant the `SELECT` privilege on the table and the VIEW JOB HISTORY privilege.',
      '',
      'Users need USAGE on the Open Catalog, and SELECT, MANAGE GRANTS and USAGE privileges.',
      '',
      '```sql\nGRANT SELECT, MANAGE GRANTS ON FOLDER lake.sales TO ROLE analyst_role;\nGRANT ROLE ADMIN TO ROLE platform_admins;\nGRANT CONNECT ON DATABASE shop TO dremio_reader;\n```',
      '',
      '```json\n{ "privileges": ["SELECT", "MANAGE_GRANTS"] }\n```',
    ].join('\n');
    expect(errorsFor(body)).toEqual([]);
  });

  const cases: [string, string, string][] = [
    [
      'an unknown privilege in prose',
      'You need the CREATE FUNCTION privilege.',
      `content/guide/a.mdx:8: privilege "CREATE FUNCTION" is not in data/privileges.json (the privileges of ${SRC})`,
    ],
    [
      'a role called a privilege',
      'Members need ADMIN privileges.',
      'content/guide/a.mdx:8: "ADMIN" is not a privilege; ADMIN is a role, not a privilege: write "the ADMIN role"',
    ],
    [
      'a privilege on an object type it cannot be granted on',
      'Give the user `USAGE` on the folder.',
      'content/guide/a.mdx:8: privilege "USAGE" cannot be granted on a folder; data/privileges.json allows it on: Open Catalog',
    ],
    [
      'an unknown privilege in a GRANT statement',
      'Run this:\n\n```sql\nGRANT SELECT, READ ON TABLE sales.orders TO ROLE analyst_role;\n```',
      `content/guide/a.mdx:11: privilege "READ" is not in data/privileges.json (the privileges of ${SRC})`,
    ],
    [
      'a GRANT on an object type the privilege does not apply to',
      '```sql\nSELECT 1;\nGRANT USAGE ON TABLE sales.orders TO ROLE analyst_role;\n```',
      'content/guide/a.mdx:10: privilege "USAGE" cannot be granted on a table; data/privileges.json allows it on: Open Catalog',
    ],
    [
      'OWNERSHIP granted on all datasets',
      '```sql\nGRANT OWNERSHIP ON ALL DATASETS IN FOLDER lake.sales TO ROLE owners;\n```',
      'content/guide/a.mdx:9: OWNERSHIP cannot be granted with ALL DATASETS; grant it on each table, view or folder',
    ],
    [
      'an unknown privilege in a JSON example',
      '```json\n{ "privileges": ["SELECT", "CREATE_VIEW"] }\n```',
      `content/guide/a.mdx:9: privilege "CREATE_VIEW" is not in data/privileges.json (the privileges of ${SRC})`,
    ],
  ];

  it.each(cases)('rejects %s', (_, body, expected) => {
    expect(errorsFor(body)).toEqual([expected]);
  });

  it('accepts a grant the reference does not list only on the page of its exception', () => {
    const withException = raw();
    withException.privileges.exceptions = [{ page: 'guide/a', privilege: 'USAGE', on: 'folder', source: SRC, note: 'Fixture.' }];
    const files = (id: string) => [page('index', 'Home.'), page('guide/index', 'Guide.'), page(id, 'Grant `USAGE` on the folder.')];
    const run = (id: string) => checkContent(files(id), { claims: parseClaimsData(withException) }).errors.map(formatIssue);
    expect(run('guide/a')).toEqual([]);
    expect(run('guide/b')).toEqual(['content/guide/b.mdx:8: privilege "USAGE" cannot be granted on a folder; data/privileges.json allows it on: Open Catalog']);
  });

  it('checks the privilege prose of typed frontmatter', () => {
    const table =
      'table:\n  name: SYS.JOBS\n  access: Users with the VIEW JOBS privilege.\n  columns:\n    - { name: job_id, type: VARCHAR, description: The job. }\n';
    expect(errorsFor('Rows.', 'guide/jobs', table)).toEqual([
      `content/guide/jobs.mdx [table.access]: privilege "VIEW JOBS" is not in data/privileges.json (the privileges of ${SRC})`,
    ]);
  });

  it('requires the privileges page to match the data exactly', () => {
    expect(errorsFor(privilegesPage(goodRows), 'security/rbac/privileges')).toEqual([]);
    const drift = goodRows.replace('| USAGE | | ✓ | |', '| USAGE | | ✓ | ✓ |').replace('| VIEW JOB HISTORY | ✓ | | |', '| CREATE FOLDER | ✓ | | |');
    expect(errorsFor(privilegesPage(drift), 'security/rbac/privileges')).toEqual([
      'content/security/rbac/privileges.mdx:16: "USAGE" on Folder: the table says it can be granted, data/privileges.json says it cannot',
      'content/security/rbac/privileges.mdx:17: the privileges table lists "CREATE FOLDER", which is not in data/privileges.json',
      'content/security/rbac/privileges.mdx: privilege "VIEW JOB HISTORY" of data/privileges.json is missing from the privileges tables',
    ]);
  });
});

describe('privilege lists by object type', () => {
  const list = (rows: string) => `Grant privileges.\n\n| object | privileges |\n|---|---|\n${rows}`;
  const good =
    '| System | `ALL`, `MANAGE GRANTS`, `SELECT`, `VIEW JOB HISTORY` |\n| Open Catalog | `SELECT`, `USAGE` |\n| Folder, Table | `MANAGE GRANTS`, `SELECT` |';

  it('accepts rows that list exactly the privileges of each object type', () => {
    expect(errorsFor(list(good), 'reference/sql/commands/rbac')).toEqual([]);
  });

  it('rejects a row that differs and a missing object type', () => {
    const drift = '| System | `MANAGE GRANTS`, `SELECT` |\n| Folder, Table | `MANAGE GRANTS`, `SELECT`, `USAGE` |';
    expect(errorsFor(list(drift), 'reference/sql/commands/rbac')).toEqual([
      'content/reference/sql/commands/rbac.mdx:12: privileges on System differ from data/privileges.json: missing VIEW JOB HISTORY',
      'content/reference/sql/commands/rbac.mdx:13: privileges on Folder differ from data/privileges.json: not grantable there: USAGE',
      'content/reference/sql/commands/rbac.mdx:13: privileges on Table differ from data/privileges.json: not grantable there: USAGE',
      'content/reference/sql/commands/rbac.mdx: the privileges-by-object table has no row for Open Catalog (an object type of data/privileges.json)',
    ]);
  });
});

describe('console path claims', () => {
  it('accepts paths of the console map, whole or in part, in either bold notation', () => {
    const body =
      'Open **Settings > Reflections**, or **Settings** > **Support** > **Download Logs**. In Okta, open **Settings > Profile**. In Tableau, choose **Data > Add a Data Source**. Then **Support > Download Logs**.';
    expect(errorsFor(body)).toEqual([]);
  });

  const cases: [string, string, string][] = [
    [
      'a path the map does not have',
      'Open **Settings > Queue Control**.',
      'content/guide/a.mdx:8: UI path "Settings > Queue Control" is not in the console map (data/console.json); under "Settings" it has: Reflections, Support',
    ],
    [
      'a label spelled differently',
      'Open **Settings > reflections**.',
      'content/guide/a.mdx:8: UI path "Settings > reflections": the console labels it "Reflections", not "reflections"',
    ],
    [
      'another separator',
      'Open **Settings › Reflections**.',
      'content/guide/a.mdx:8: UI path "Settings › Reflections": separate the labels with ">" (write **Settings > Reflections**)',
    ],
    [
      'a path in code',
      'Open `Settings > Reflections`.',
      'content/guide/a.mdx:8: UI path "Settings > Reflections" is written as code: write it in bold, **Settings > Reflections**',
    ],
    [
      'a path in plain text',
      'Open Settings > Support > Download Logs to start.',
      'content/guide/a.mdx:8: UI path "Settings > Support > Download Logs" is written as plain text: write it in bold, **Settings > Support > Download Logs**',
    ],
    [
      "another product's path on a page that does not name the product",
      'Open **Settings > Profile**.',
      'content/guide/a.mdx:8: UI path "Settings > Profile" is not in the console map (data/console.json); under "Settings" it has: Reflections, Support',
    ],
  ];

  it.each(cases)('rejects %s', (_, body, expected) => {
    expect(errorsFor(body)).toEqual([expected]);
  });
});

describe('configuration key claims', () => {
  it('accepts listed keys, their sections and keys under open maps', () => {
    const body = [
      'Set `services.coordinator.enabled` and `paths.local` in `dremio.conf`; `services.coordinator` is a section.',
      '',
      '```hocon\nservices: {\n  coordinator.web.port: 9047\n}\n```',
      '',
      'In `values-overrides.yaml` (Helm), set `coordinator.count` and `coordinator.nodeSelector.pool`.',
      '',
      '```yaml\ncoordinator:\n  resources:\n    requests:\n      cpu: 4\nexecutor:\n  count: 3\n```',
      '',
      '```yaml\napiVersion: v1\nkind: Secret\n```',
      '',
      '```bash\nhelm upgrade dremio ./chart --set executor.count=4\n```',
    ].join('\n');
    expect(errorsFor(body)).toEqual([]);
  });

  it('leaves Helm-like names alone on pages that are not about Helm', () => {
    expect(errorsFor('Query `executor.metrics` and `coordinator.web.foo` in the job profile.')).toEqual([]);
  });

  const cases: [string, string, string][] = [
    [
      'an unknown dremio.conf key in prose',
      'Set `services.coordinator.web.ports` to 9048.',
      'content/guide/a.mdx:8: dremio.conf key "services.coordinator.web.ports" is not in data/config-keys.json; services.coordinator.web has: port',
    ],
    [
      'an unknown dremio.conf key in a hocon block',
      'Edit the file:\n\n```hocon\npaths: {\n  local: "/var/lib/dremio"\n  dist: "pdfs:///data"\n}\n```',
      'content/guide/a.mdx:13: dremio.conf key "paths.dist" is not in data/config-keys.json; paths has: local',
    ],
    [
      'an unknown Helm value in a values block',
      'In `values-overrides.yaml`:\n\n```yaml\ncoordinator:\n  memory: 8192\n```',
      'content/guide/a.mdx:12: Helm key "coordinator.memory" is not in data/config-keys.json; coordinator has: count, nodeSelector, resources',
    ],
    [
      'an unknown Helm value in prose on a Helm page',
      'With Helm, set `executor.memory`.',
      'content/guide/a.mdx:8: Helm key "executor.memory" is not in data/config-keys.json; executor has: count',
    ],
    [
      'a yaml block that is not valid YAML',
      '```yaml\ncoordinator:\n  count: [1, 2\nexecutor:\n  count: 3\n```',
      'content/guide/a.mdx:11: yaml code block is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    [
      'an unknown Helm value passed with --set',
      '```bash\nhelm install dremio ./chart \\\n  --set coordinator.cpu=4\n```',
      'content/guide/a.mdx:10: Helm key "coordinator.cpu" is not in data/config-keys.json; coordinator has: count, nodeSelector, resources',
    ],
  ];

  it.each(cases)('rejects %s', (_, body, expected) => {
    expect(errorsFor(body)).toEqual([expected]);
  });
});

describe('privilege advice', () => {
  /** The fixture plus the write privileges, with the actions the privileges reference gives them. */
  const writeData = () => {
    const r = raw();
    r.privileges.privileges.push(
      { name: 'CREATE TABLE', on: ['system', 'folder'], actions: ['create-table', 'write'] },
      { name: 'INSERT', on: ['system', 'table'], actions: ['write'] },
      { name: 'DROP', on: ['system', 'folder'], actions: ['remove-container', 'drop-table'] },
      { name: 'OWNERSHIP', on: ['folder', 'table'], actions: ['any'] },
    );
    return parseClaimsData(r);
  };
  const adviceErrors = (body: string) =>
    checkContent([page('index', 'Home.'), page('guide/index', 'Guide.'), page('guide/a', body)], { claims: writeData() })
      .errors.filter((e) => e.rule === 'privilege-action')
      .map(formatIssue);

  it('rejects DROP advised for writing tables, the advice the AWS Glue page gave, naming the privileges that cover it', () => {
    expect(
      adviceErrors(
        'Grant `SELECT` on a database (folder) or a table to let users read, and `CREATE TABLE`, `INSERT` or `DROP` to let them write Iceberg tables.',
      ),
    ).toEqual([
      'content/guide/a.mdx:8: privilege "DROP" is advised "to write Iceberg tables", which it does not cover: data/privileges.json lets it remove-container, drop-table; for that purpose grant CREATE TABLE, INSERT',
    ]);
  });

  it('reads "for people who …" and "… let them …" advice too', () => {
    expect(
      adviceErrors('Use `SELECT` for readers, and `CREATE TABLE`, `INSERT` and `DROP` for engineers who build Iceberg tables in the folder.'),
    ).toHaveLength(1);
    expect(adviceErrors('`SELECT` lets users query tables, and `INSERT` and `DROP` let them manage Iceberg tables.')).toHaveLength(1);
    expect(adviceErrors('Grant `SELECT` so that analysts can upload files.')).toEqual([
      'content/guide/a.mdx:8: privilege "SELECT" is advised "to upload files", which it does not cover: data/privileges.json lets it read, see-metadata; for that purpose grant a privilege that covers it',
    ]);
  });

  it('accepts advice whose privileges cover the purpose, OWNERSHIP and ALL, and leaves unknown purposes alone', () => {
    const body = [
      'Grant `SELECT` to let users read, `CREATE TABLE` to create tables, and `INSERT` to change Iceberg tables.',
      '',
      'Grant `DROP` on the folder to let them remove the folder, and `OWNERSHIP` or ALL to write tables.',
      '',
      'Grant `DROP` to keep the catalog tidy.',
    ].join('\n');
    expect(adviceErrors(body)).toEqual([]);
  });

  it('requires every privilege of the data to list its actions', () => {
    const bad = raw() as { privileges: { privileges: { name: string; on: string[]; actions?: string[] }[] } };
    delete bad.privileges.privileges[0]!.actions;
    expect(() => parseClaimsData(bad as ReturnType<typeof raw>)).toThrow('data/privileges.json is invalid: privileges.0.actions');
  });
});

describe('claims data', () => {
  it('validates the data files of the repository', () => {
    const repo = loadClaimsData();
    expect(repo.privileges.privileges.length).toBeGreaterThan(20);
    expect(repo.console.paths.length).toBeGreaterThan(10);
  });

  it('rejects data without a source or with an unknown object type', () => {
    const bad = raw();
    bad.privileges.privileges.push({ name: 'WRITE', on: ['catalog'], actions: ['write'] });
    expect(() => parseClaimsData(bad)).toThrow('data/privileges.json is invalid: privileges.4.on.0: unknown object type "catalog"');
    const noSource = raw();
    noSource.console.paths[0]!.source = 'the console';
    expect(() => parseClaimsData(noSource)).toThrow(
      'data/console.json is invalid: paths.0.source: must be the https:// URL of the public page or file the entry comes from',
    );
  });
});

describe('key readers', () => {
  it('flattens HOCON objects, dotted keys and skips values', () => {
    const conf =
      'include "x.conf"\npaths: {\n  local: "/tmp/dremio",  # comment\n  dist: "pdfs://"${paths.local}"/pdfs"\n}\nservices.coordinator: { enabled: false, web.port: 9047 }\nzk.client.session.timeout = 90000\nlist: [1, 2, { a: 1 }]\n';
    expect(hoconKeys(conf).map((k) => `${k.line} ${k.key}`)).toEqual([
      '2 paths',
      '3 paths.local',
      '4 paths.dist',
      '6 services.coordinator',
      '6 services.coordinator.enabled',
      '6 services.coordinator.web.port',
      '7 zk.client.session.timeout',
      '8 list',
    ]);
  });

  it.each([
    ['objects without a separator and nested objects', 'a { b: 1, c { d = "x" } }', ['1 a', '1 a.b', '1 a.c', '1 a.c.d']],
    ['optional substitutions and +=', 'paths.local = ${?DREMIO_LOCAL}\npaths.dist += "x"', ['1 paths.local', '2 paths.dist']],
    ['a triple-quoted string spanning lines, whose braces are text', 'a: """multi\nline { not: key }"""\nb: 2', ['1 a', '3 b']],
    ['both comment styles, and objects inside arrays', '// comment\nx.y: 1 // trailing\n# hash\nz: [ { q: 1 } ]\n', ['2 x.y', '4 z']],
    [
      'include required(...) and a dotted key inside an object',
      'include required("other.conf")\nservices: {\n  coordinator.web.port: 9047\n}\n',
      ['2 services', '3 services.coordinator.web.port'],
    ],
  ])('reads HOCON: %s', (_, conf, expected) => {
    expect(hoconKeys(conf).map((k) => `${k.line} ${k.key}`)).toEqual(expected);
  });

  it('flattens YAML mappings and skips lists and block scalars', () => {
    const values =
      'coordinator:\n  web:\n    auth:\n      ssoFile: |\n        {\n          "oAuthConfig": {}\n        }\n    tls:\n      enabled: true\nimagePullSecrets:\n  - name: quay\n    extra: x\nexecutor:\n  count: 3 # three\n';
    expect(yamlKeys(values).map((k) => `${k.line} ${k.key}`)).toEqual([
      '1 coordinator',
      '2 coordinator.web',
      '3 coordinator.web.auth',
      '4 coordinator.web.auth.ssoFile',
      '8 coordinator.web.tls',
      '9 coordinator.web.tls.enabled',
      '10 imagePullSecrets',
      '13 executor',
      '14 executor.count',
    ]);
  });

  it('reads anchors, aliases, merge keys, flow maps and quoted keys as YAML does', () => {
    const values = [
      'coordinator:',
      '  resources: &res',
      '    cpu: 4',
      '    memory: 16384',
      'executor:',
      '  resources: *res',
      '  volume: { size: 128Gi, "storageClass": fast }',
      '  "count": 3',
      'engine:',
      '  <<: *res',
      "  'nodeSelector': {}",
    ].join('\n');
    expect(yamlKeys(values).map((k) => `${k.line} ${k.key}`)).toEqual([
      '1 coordinator',
      '2 coordinator.resources',
      '3 coordinator.resources.cpu',
      '4 coordinator.resources.memory',
      '5 executor',
      '6 executor.resources',
      '7 executor.volume',
      '7 executor.volume.size',
      '7 executor.volume.storageClass',
      '8 executor.count',
      '9 engine',
      '11 engine.nodeSelector',
    ]);
  });

  it('reads every document of a multi-document text and rejects invalid YAML with its line', () => {
    expect(yamlKeys('a: 1\n---\nb:\n  c: 2\n').map((k) => `${k.line} ${k.key}`)).toEqual(['1 a', '3 b', '4 b.c']);
    expect(() => yamlKeys('coordinator:\n  count: 1\n bad: [\n')).toThrow(YamlKeysError);
    const error = (() => {
      try {
        yamlKeys('ok: 1\nlist: [a, b\nnext: 2\n');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(YamlKeysError);
    expect((error as YamlKeysError).line).toBe(3);
  });
});
