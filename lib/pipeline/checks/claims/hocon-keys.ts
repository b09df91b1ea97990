/** A key set in a HOCON text (such as `dremio.conf`), with the 1-based line it is set on. */
export interface HoconKey {
  key: string;
  line: number;
}

const KEY_CHAR = /[^\s:={}[\],#"'$]/;

/**
 * Lists every key a HOCON text sets, as full dotted paths: `services: { coordinator.enabled: true }`
 * yields `services` and `services.coordinator.enabled`. Objects yield their own key too, so a section
 * such as `services.coordinator` is known. Values (strings, `${…}` substitutions, arrays) are skipped,
 * `include` lines are ignored. It reads well-formed files; on anything else it returns what it found.
 */
export function hoconKeys(text: string): HoconKey[] {
  const keys: HoconKey[] = [];
  const stack: string[][] = [];
  let path: string[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  const skipSpace = (newlines: boolean) => {
    while (i < n) {
      const c = text[i]!;
      if (c === '\n') {
        if (!newlines) return;
        line++;
        i++;
      } else if (c === ' ' || c === '\t' || c === '\r' || c === ',') i++;
      else if (c === '#' || (c === '/' && text[i + 1] === '/')) while (i < n && text[i] !== '\n') i++;
      else return;
    }
  };
  const readString = () => {
    const quote = text[i]!;
    let out = '';
    i++;
    while (i < n && text[i] !== quote) {
      if (text[i] === '\\') i++;
      if (text[i] === '\n') line++;
      out += text[i++] ?? '';
    }
    i++;
    return out;
  };
  /** Skips a value up to the end of the line, a comma or the closing brace of the enclosing object. */
  const skipValue = () => {
    let depth = 0;
    while (i < n) {
      const c = text[i]!;
      if (c === '"' || c === "'") readString();
      else if (c === '$' && text[i + 1] === '{') {
        while (i < n && text[i] !== '}') i++;
        i++;
      } else if (c === '[' || c === '{') {
        depth++;
        i++;
      } else if (c === ']' || c === '}') {
        if (depth === 0) return;
        depth--;
        i++;
      } else if (c === '\n') {
        if (depth === 0) return;
        line++;
        i++;
      } else if (depth === 0 && (c === ',' || c === '#' || (c === '/' && text[i + 1] === '/'))) return;
      else i++;
    }
  };
  while (true) {
    skipSpace(true);
    if (i >= n) break;
    const c = text[i]!;
    if (c === '}') {
      path = stack.pop() ?? [];
      i++;
      continue;
    }
    if (c === '{' || c === '[') {
      // A root object's braces, or something this reader does not model: skip it as a value.
      if (c === '{' && !keys.length && !stack.length) {
        i++;
        stack.push(path);
        continue;
      }
      skipValue();
      continue;
    }
    let raw = '';
    const keyLine = line;
    while (i < n) {
      const k = text[i]!;
      if (k === '"') raw += readString();
      else if (KEY_CHAR.test(k)) raw += text[i++];
      else break;
    }
    if (!raw) {
      i++;
      continue;
    }
    if (raw === 'include') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    skipSpace(false);
    if (text[i] === '+' && text[i + 1] === '=') i++;
    if (text[i] === ':' || text[i] === '=') {
      i++;
      skipSpace(false);
    }
    const full = [...path, ...raw.split('.')];
    keys.push({ key: full.join('.'), line: keyLine });
    if (text[i] === '{') {
      i++;
      stack.push(path);
      path = full;
    } else skipValue();
  }
  return keys;
}
