import { rule } from '../rule';

/**
 * The claims a page makes that are checked against the data in data/ (lib/pipeline/checks/claims, one file per
 * kind of claim; AUTHORING.md, "Checked claims"). One pass over each page's tree reports all four.
 */
const CLAIMS = 'lib/pipeline/checks/claims';

export const privilegesRule = rule({
  id: 'privileges',
  description: 'privilege names and grant scopes match data/privileges.json',
  scope: 'page',
  foundBy: CLAIMS,
});
export const privilegeActionRule = rule({
  id: 'privilege-action',
  description: 'advice to grant a privilege for a purpose names only privileges whose actions in data/privileges.json cover it',
  scope: 'page',
  foundBy: CLAIMS,
});
export const uiPathRule = rule({ id: 'ui-path', description: 'console paths match data/console.json', scope: 'page', foundBy: CLAIMS });
export const configKeyRule = rule({
  id: 'config-key',
  description: 'dremio.conf keys and Helm values match data/config-keys.json',
  scope: 'page',
  foundBy: CLAIMS,
});
