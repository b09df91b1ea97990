import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LABEL,
  loadVersions,
  moveHref,
  nextLabel,
  siteVersions,
  versionMetadata,
  versionOfPath,
  versions,
  versionsFileIssues,
  type Versions,
} from '@/lib/model/versions';

const file: Versions = {
  current: { label: '27.x' },
  frozen: [{ label: '26.x', route: '/26.x', banner: 'unmaintained', noIndex: true, canonical: 'current', renames: { 'admin/old': 'admin/new' } }],
  archived: [{ label: '25.x', url: 'https://docs.dremio.com/25.x/' }],
};

describe('the versions file', () => {
  // Release day (AUTHORING.md) changes the current label and adds a frozen copy: what stays is that the file is valid,
  // that current is a release line of its own, that the archived 25.x is listed, and that versions/ holds exactly the
  // frozen copies the file lists, each with its content and data.
  it('of this repository names current by a release line, lists the archived 25.x, and has a folder for each frozen version and no other', () => {
    expect(versionsFileIssues(versions)).toEqual([]);
    expect(versions.current.label).toMatch(LABEL);
    expect(versions.archived).toContainEqual({ label: '25.x', url: 'https://docs.dremio.com/25.x/' });
    const labels = versions.frozen.map((f) => f.label);
    expect(readdirSync('versions').sort()).toEqual([...labels, 'versions.json'].sort());
    for (const label of labels) for (const part of ['content', 'data']) expect(existsSync(`versions/${label}/${part}`), `versions/${label}/${part}`).toBe(true);
  });

  it('accepts a frozen version with its policies', () => {
    expect(versionsFileIssues(file)).toEqual([]);
  });

  it('names each problem', () => {
    const bad = {
      current: { label: '' },
      frozen: [{ label: 'current', route: '/x', banner: 'old', noIndex: 'yes', canonical: 'elsewhere', renames: { a: 1 } }, { ...file.frozen[0] }],
      archived: [{ label: '26.x', url: 'http://docs.example.com/' }],
    };
    expect(versionsFileIssues(bad)).toEqual([
      '"current.label" must be a non-empty string',
      'frozen version "current": the label must look like 26.x or 26.1',
      'frozen version "current": "route" must be "/current"',
      'frozen version "current": "banner" must be "unmaintained", "unreleased" or null',
      'frozen version "current": "noIndex" must be true or false',
      'frozen version "current": "canonical" must be "current" or "self"',
      'frozen version "current": "renames" must map frozen doc ids to current doc ids',
      'archived version "26.x": "url" must be an https URL',
      'version "26.x" is listed twice',
    ]);
    expect(versionsFileIssues(null)).toEqual(['the versions file is not a JSON object']);
  });

  it('refuses a current label that a frozen version has, as the file is right after version:cut', () => {
    const cut = { ...file, current: { label: '26.x' } };
    const reason =
      '"current.label" is "26.x", the label of a frozen version: it must differ from every frozen label; set it to the next release, such as 27.x (AUTHORING.md, "Release day")';
    expect(versionsFileIssues(cut)).toEqual([reason]);
    // The site loads the file through loadVersions: the content check, the build and the dev loop stop on it.
    expect(() => loadVersions(cut)).toThrow(new Error(`versions/versions.json: ${reason}`));
    expect(loadVersions(file)).toBe(file);
  });

  it('refuses a current label that an archived version has', () => {
    expect(versionsFileIssues({ ...file, current: { label: '25.x' } })).toEqual([
      '"current.label" is "25.x", the label of an archived version: it must differ from every archived label',
    ]);
  });

  it('suggests the next release that no version has', () => {
    expect(nextLabel('26.x')).toBe('27.x');
    expect(nextLabel('26.x', ['27.x', '28.x'])).toBe('29.x');
    expect(nextLabel('26.1')).toBe('26.2');
    expect(nextLabel('26.1.x')).toBe('26.2.x');
    expect(nextLabel('9.x')).toBe('10.x');
    expect(nextLabel('current')).toBeUndefined();
  });
});

describe('versions at run time', () => {
  it('finds the version being read from the path', () => {
    expect(versionOfPath('/26.x/admin/', file)).toMatchObject({ label: '26.x', route: '/26.x', frozen: { banner: 'unmaintained' } });
    expect(versionOfPath('/current/admin/', file)).toEqual({ label: '27.x', route: '/current' });
    expect(versionOfPath('/25.x/admin/', file)).toEqual({ label: '27.x', route: '/current' });
    expect(versionOfPath('/26.xx/', file).route).toBe('/current');
  });

  it('moves a path between versions', () => {
    expect(moveHref('/current/admin/', '/current', '/26.x')).toBe('/26.x/admin/');
    expect(moveHref('/current', '/current', '/26.x')).toBe('/26.x');
    expect(moveHref('/currently/x', '/current', '/26.x')).toBe('/currently/x');
  });

  it('gives the spec version metadata of current and a frozen version', () => {
    const [current, frozen] = siteVersions(file);
    expect(versionMetadata(current!)).toEqual({
      pluginId: 'default',
      version: 'current',
      label: '27.x',
      banner: null,
      badge: true,
      noIndex: false,
      className: 'docs-version-current',
      isLast: true,
    });
    expect(versionMetadata(frozen!)).toEqual({
      pluginId: 'default',
      version: '26.x',
      label: '26.x',
      banner: 'unmaintained',
      badge: true,
      noIndex: true,
      className: 'docs-version-26.x',
      isLast: false,
    });
  });
});
