import { describe, expect, it } from 'vitest';
import { moveHref, siteVersions, versionMetadata, versionOfPath, versions, versionsFileIssues, type Versions } from '@/lib/model/versions';

const file: Versions = {
  current: { label: '27.x' },
  frozen: [{ label: '26.x', route: '/26.x', banner: 'unmaintained', noIndex: true, canonical: 'current', renames: { 'admin/old': 'admin/new' } }],
  archived: [{ label: '25.x', url: 'https://docs.dremio.com/25.x/' }],
};

describe('the versions file', () => {
  it('of this repository lists current as 26.x and the archived 25.x, and no frozen copy', () => {
    expect(versionsFileIssues(versions)).toEqual([]);
    expect(versions).toEqual({ current: { label: '26.x' }, frozen: [], archived: [{ label: '25.x', url: 'https://docs.dremio.com/25.x/' }] });
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
