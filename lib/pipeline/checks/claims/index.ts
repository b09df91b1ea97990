import type { Issue } from '../issue';
import type { ClaimDoc, ClaimIndex } from './claim-index';
import { checkConfigKeyClaims } from './config-keys';
import { checkPrivilegeActionClaims } from './privilege-actions';
import { checkPrivilegeClaims } from './privileges';
import { checkUiPathClaims } from './ui-paths';

/**
 * Checks the claims a page makes that can be checked mechanically against the data in `data/`:
 * privilege names, Dremio console paths, and dremio.conf keys and Helm values. How each kind is
 * recognised is documented in AUTHORING.md ("Checked claims"); keep the two in step.
 */

export { indexClaims, PRIVILEGE_LIST_PAGES, PRIVILEGES_PAGE, splitPath, type ClaimDoc, type ClaimIndex } from './claim-index';

/** Checks one page's claims, one concern after the other: privileges, grant advice, console paths, configuration keys. */
export function checkClaims(doc: ClaimDoc, index: ClaimIndex, issues: Issue[]) {
  checkPrivilegeClaims(doc, index, issues);
  checkPrivilegeActionClaims(doc, index, issues);
  checkUiPathClaims(doc, index, issues);
  checkConfigKeyClaims(doc, index, issues);
}
