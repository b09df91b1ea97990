import { z } from 'zod';
import configKeysJson from '../../../../data/config-keys.json';
import consoleJson from '../../../../data/console.json';
import privilegesJson from '../../../../data/privileges.json';

/**
 * The reference data that the claims check (`lib/pipeline/checks/claims/`) checks prose against, one JSON file each under `data/`.
 * Every entry names the public page (or source file) it comes from; AUTHORING.md ("Checked claims")
 * explains how to add one.
 */

const text = z.string().trim().min(1, 'must not be empty');
const source = z.string().regex(/^https:\/\/\S+$/, 'must be the https:// URL of the public page or file the entry comes from');
const privilegeName = z.string().regex(/^[A-Z]+( [A-Z]+)*$/, 'must be upper-case words separated by single spaces');
const uiPath = z.string().regex(/^[^>]+( > [^>]+)+$/, 'must be two or more labels separated by " > "');
const dottedKey = z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_-]*(\.[A-Za-z0-9_][A-Za-z0-9_-]*)*$/, 'must be a dotted key');

/**
 * What a privilege lets the grantee do, one id per kind of action a page may advise granting it for ("grant X to let
 * them …"). Each privilege of data/privileges.json lists the actions its row of the reference's "What each privilege
 * allows" table names; `any` is OWNERSHIP, which allows every action on its object. Rule `privilege-action`
 * (claims/privilege-actions.ts) maps a page's purpose phrase to one of these ids.
 */
export const PRIVILEGE_ACTIONS = {
  read: 'query data',
  'see-metadata': "see an object's name, path and columns",
  write: 'change the rows of tables: insert, update, delete, merge, truncate, load',
  'create-table': 'create tables',
  'drop-table': 'drop tables or views',
  'remove-container': 'remove a source, space or folder',
  alter: 'change definitions and settings, format or promote files and folders, refresh metadata',
  'create-view': 'create views',
  modify: 'change the settings of a source, space, catalog, script or model provider',
  reflections: 'create, edit or drop Reflections',
  'see-reflections': 'see Reflections',
  grant: 'grant and revoke privileges, change an access control list',
  execute: 'run a user-defined function',
  'external-query': 'send native SQL to a source',
  upload: 'upload files',
  'job-history': "see other users' jobs",
  'call-model': 'use AI models',
  'configure-security': 'configure identity providers and token providers',
  'export-diagnostics': 'download cluster logs',
  'create-source': 'create sources',
  'create-space': 'create spaces',
  'create-user': 'create users',
  'create-role': 'create roles',
  'create-model-provider': 'add model providers',
  reach: 'reach objects in an Open Catalog',
  'open-script': 'open a script',
  any: 'every action on the object (OWNERSHIP)',
} as const;
export type PrivilegeAction = keyof typeof PRIVILEGE_ACTIONS;
const action = z.enum(Object.keys(PRIVILEGE_ACTIONS) as [PrivilegeAction, ...PrivilegeAction[]]);

export const privilegesSchema = z
  .strictObject({
    about: text,
    source,
    objectTypes: z.array(z.strictObject({ id: z.string().regex(/^[a-z-]+$/), label: text, aliases: z.array(text).default([]) })).min(1),
    all: z.strictObject({ name: z.literal('ALL'), source }),
    privileges: z
      .array(
        z.strictObject({
          name: privilegeName,
          on: z.array(text).min(1, 'needs at least one object type'),
          actions: z.array(action).min(1, 'needs at least one action: what the privilege lets the grantee do'),
        }),
      )
      .min(1),
    /** A page whose public counterpart states a grant the privileges reference does not list. */
    exceptions: z.array(z.strictObject({ page: text, privilege: privilegeName, on: text, source, note: text })).default([]),
  })
  .superRefine((data, ctx) => {
    const types = new Set(data.objectTypes.map((t) => t.id));
    const seen = new Set<string>();
    data.privileges.forEach((p, i) => {
      if (seen.has(p.name)) ctx.addIssue({ code: 'custom', path: ['privileges', i, 'name'], message: `"${p.name}" is listed twice` });
      seen.add(p.name);
      p.on.forEach((t, j) => {
        if (!types.has(t)) ctx.addIssue({ code: 'custom', path: ['privileges', i, 'on', j], message: `unknown object type "${t}"` });
      });
    });
  });

export const consoleSchema = z.strictObject({
  about: text,
  paths: z.array(z.strictObject({ path: uiPath, source, note: text.optional() })).min(1),
  otherProducts: z.array(z.strictObject({ product: text, path: uiPath, source })).default([]),
});

const keyGroup = z.array(z.strictObject({ source, keys: z.array(dottedKey).min(1) }));

export const configKeysSchema = z.strictObject({
  about: text,
  dremioConf: z.strictObject({ roots: z.array(text).min(1), sources: keyGroup.min(1) }),
  helm: z.strictObject({ roots: z.array(text).min(1), openMaps: z.array(text).default([]), sources: keyGroup.min(1) }),
});

export type PrivilegesData = z.infer<typeof privilegesSchema>;
export type ConsoleData = z.infer<typeof consoleSchema>;
export type ConfigKeysData = z.infer<typeof configKeysSchema>;

export interface ClaimsData {
  privileges: PrivilegesData;
  console: ConsoleData;
  config: ConfigKeysData;
}

export class ClaimsDataError extends Error {}

function parse<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new ClaimsDataError(`${file} is invalid: ${issues}`);
}

/** Validates raw data (as read from the JSON files) and returns it typed; throws naming the file and field. */
export function parseClaimsData(raw: { privileges: unknown; console: unknown; config: unknown }): ClaimsData {
  return {
    privileges: parse(privilegesSchema, raw.privileges, 'data/privileges.json'),
    console: parse(consoleSchema, raw.console, 'data/console.json'),
    config: parse(configKeysSchema, raw.config, 'data/config-keys.json'),
  };
}

let cached: ClaimsData | undefined;

/** The data files of this repository, validated once. */
export function loadClaimsData(): ClaimsData {
  cached ??= parseClaimsData({ privileges: privilegesJson, console: consoleJson, config: configKeysJson });
  return cached;
}
