import { MDX_COMPONENTS } from '../../../model/schema';
import { rule } from '../rule';

const components = new Set<string>(MDX_COMPONENTS);

/** A capitalised JSX element is one of the documented MDX components. */
export const componentRule = rule({
  id: 'component',
  description: 'only the documented MDX components are used',
  scope: 'page',
  check(doc, _site, report) {
    for (const c of doc.analysis.components) {
      if (/^[A-Z]/.test(c.name) && !components.has(c.name)) {
        report({ file: doc.file, line: c.line, message: `unknown component <${c.name}>; available: ${MDX_COMPONENTS.join(', ')}` });
      }
    }
  },
});
