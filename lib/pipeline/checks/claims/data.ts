import { z } from 'zod';
import configKeysJson from '../../../../data/config-keys.json';
import consoleJson from '../../../../data/console.json';
import privilegesJson from '../../../../data/privileges.json';

/**
 * The reference data that `lib/pipeline/checks/claims.ts` checks prose against, one JSON file each under `data/`.
 * Every entry names the public page (or source file) it comes from; AUTHORING.md ("Checked claims")
 * explains how to add one.
 */

const text = z.string().trim().min(1, 'must not be empty');
const source = z.string().regex(/^https:\/\/\S+$/, 'must be the https:// URL of the public page or file the entry comes from');
const privilegeName = z.string().regex(/^[A-Z]+( [A-Z]+)*$/, 'must be upper-case words separated by single spaces');
const uiPath = z.string().regex(/^[^>]+( > [^>]+)+$/, 'must be two or more labels separated by " > "');
const dottedKey = z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_-]*(\.[A-Za-z0-9_][A-Za-z0-9_-]*)*$/, 'must be a dotted key');

export const privilegesSchema = z
  .strictObject({
    about: text,
    source,
    objectTypes: z.array(z.strictObject({ id: z.string().regex(/^[a-z-]+$/), label: text, aliases: z.array(text).default([]) })).min(1),
    all: z.strictObject({ name: z.literal('ALL'), source }),
    privileges: z.array(z.strictObject({ name: privilegeName, on: z.array(text).min(1, 'needs at least one object type') })).min(1),
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
