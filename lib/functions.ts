import type { FunctionData } from './schema';

type Signature = FunctionData['signatures'][number];

/** The names a function page documents: "POW, POWER" → ["POW", "POWER"]. */
export const functionNames = (name: string) => name.split(/,\s*/).map((n) => n.trim()).filter(Boolean);

/** A signature as one line: `DATE_TRUNC(time_unit VARCHAR, date_timestamp_expression TIMESTAMP) → TIMESTAMP`. */
export function formatSignature(fn: Pick<FunctionData, 'name'>, sig: Signature): string {
  const name = sig.name ?? functionNames(fn.name)[0]!;
  const args = sig.args.map((a) => {
    const text = `${a.name} ${a.type}${a.variadic ? ', …' : ''}`;
    return a.optional ? `[${text}]` : text;
  });
  return `${name}(${args.join(', ')}) → ${sig.returns}`;
}
