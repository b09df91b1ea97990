import { MDX_COMPONENT_ATTRIBUTES, MDX_COMPONENTS } from '../../../model/schema';
import { rule } from '../rule';

const components = new Set<string>(MDX_COMPONENTS);
const isComponent = (name: string): name is (typeof MDX_COMPONENTS)[number] => components.has(name);

/**
 * A capitalised JSX element is one of the documented MDX components, with the attributes it takes and allowed values
 * (`<Admonition type="danger">` would render as a plain note); the body has no JavaScript: a `{…}` in prose is read
 * as an expression and fails only when the page renders, so it is reported here with its line.
 */
export const componentRule = rule({
  id: 'component',
  description: 'only the documented MDX components, with their attributes, and no JavaScript in the body',
  scope: 'page',
  check(doc, _site, report) {
    for (const c of doc.analysis.components) {
      if (!/^[A-Z]/.test(c.name)) continue;
      if (!isComponent(c.name)) {
        report({ file: doc.file, line: c.line, message: `unknown component <${c.name}>; available: ${MDX_COMPONENTS.join(', ')}` });
        continue;
      }
      const spec = MDX_COMPONENT_ATTRIBUTES[c.name];
      const known = Object.keys(spec);
      for (const a of c.attributes) {
        const allowed = spec[a.name];
        if (!allowed) {
          const takes = known.length ? `it takes ${known.map((k) => `${k}="…"`).join(', ')}` : 'it takes no attributes';
          report({ file: doc.file, line: c.line, message: `<${c.name}> has no attribute ${a.name}; ${takes}` });
        } else if (typeof a.value !== 'string') {
          report({ file: doc.file, line: c.line, message: `<${c.name}> ${a.name} must be a quoted text value, such as ${a.name}="…"` });
        } else if (allowed.values && !allowed.values.includes(a.value)) {
          report({ file: doc.file, line: c.line, message: `<${c.name}> ${a.name}="${a.value}" is not allowed; use one of: ${allowed.values.join(', ')}` });
        }
      }
      for (const [name, a] of Object.entries(spec))
        if (a.required && !c.attributes.some((x) => x.name === name))
          report({ file: doc.file, line: c.line, message: `<${c.name}> needs ${name}="…"${a.values ? ` (one of: ${a.values.join(', ')})` : ''}` });
    }
    for (const s of doc.analysis.scripts) {
      const text = s.text.length > 40 ? `${s.text.slice(0, 40)}…` : s.text;
      report({
        file: doc.file,
        line: s.line,
        message:
          s.kind === 'expression'
            ? `{${text}} is read as a JavaScript expression, which pages may not contain; to show the braces, write \\{${text}} or put it in backticks`
            : `import/export lines are not allowed in pages; use the documented components, which need no import`,
      });
    }
  },
});
