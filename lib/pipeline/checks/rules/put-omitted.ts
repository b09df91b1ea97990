import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

/**
 * Rule `put-omitted`: a typed API operation with method PUT and a request body says what happens to a body field the
 * request leaves out (`omittedFields`). A PUT replaces the object, so a field left out can be erased, as Dremio does
 * with a Reflection's partition fields or a function's grants; a reader who sends only what they want to change must
 * be told. Operations without a body (start or stop an engine) have nothing to leave out.
 */
export function checkPutOmitted(doc: CheckedDoc, issues: Issue[]) {
  doc.frontmatter.api?.operations.forEach((op, i) => {
    if (op.method !== 'PUT' || op.body.length === 0 || op.omittedFields) return;
    issues.push({
      file: doc.file,
      field: `api.operations.${i}.omittedFields`,
      rule: 'put-omitted',
      message: `PUT operation "${op.id}" must say what happens to a body field the request leaves out (omittedFields), from the vendor's text; if no source says, write that it is not documented`,
    });
  });
}
