import { MDX_COMPONENTS } from '../../../model/schema';
import type { CheckedDoc } from '../../../model/page';
import type { Issue } from '../issue';

const components = new Set<string>(MDX_COMPONENTS);

/** Rule `component`: a capitalised JSX element is one of the documented MDX components. */
export function checkComponents(doc: CheckedDoc, issues: Issue[]) {
  for (const c of doc.analysis.components) {
    if (/^[A-Z]/.test(c.name) && !components.has(c.name)) {
      issues.push({ file: doc.file, line: c.line, rule: 'component', message: `unknown component <${c.name}>; available: ${MDX_COMPONENTS.join(', ')}` });
    }
  }
}
