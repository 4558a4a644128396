/**
 * A record schema fixes the wire positions of one tabular message: which property group and which data
 * value inside it carries which field. The spec fixes the separators but not the order, so the order is
 * ours, written once per msgType in `schemas/` and documented in docs/protocol.md. A provider that
 * orders fields differently replaces the schema, nothing else.
 *
 * Group 0, value 0 is the record's key (symbol code, index code, ...), unless the schema is keyless.
 */

export type FieldKind = "number" | "string";

/** The input of `defineSchema`: a message's field names per property group, in wire order. */
export interface RecordSchemaSpec<Name extends string> {
  /** For messages and documentation: "symbol", "index", ... */
  readonly name: string;
  /** Field names per property group, in wire order. */
  readonly groups: readonly (readonly Name[])[];
  /** The names among `groups` that carry text; every other field is a number. */
  readonly strings: readonly Name[];
  /** False for messages that carry one record without a key (concurrent users). Default true. */
  readonly keyed?: boolean;
}

/** A built schema: the wire positions of one tabular message, with lookups the parser and stores use. */
export interface RecordSchema<Name extends string = string> {
  readonly name: string;
  readonly keyed: boolean;
  /** Every field in wire order (groups flattened). */
  readonly fields: readonly Name[];
  /** Kind per flat field index. */
  readonly kinds: readonly FieldKind[];
  /** 1 where the flat field carries text, else 0; a typed array so the parser reads it cheaply. */
  readonly isString: Uint8Array;
  /** Number of values per group, in order. */
  readonly groupSizes: Uint16Array;
  /** Flat field index by name. */
  readonly index: { readonly [K in Name]: number };
  readonly groups: readonly (readonly Name[])[];
}

/** Builds a schema from its groups; throws at module load on a duplicated or unknown string field. */
export function defineSchema<const Name extends string>(spec: RecordSchemaSpec<Name>): RecordSchema<Name> {
  const fields: Name[] = [];
  const groupSizes = new Uint16Array(spec.groups.length);
  spec.groups.forEach((group, g) => {
    if (group.length === 0) throw new Error(`schema ${spec.name}: group ${g} is empty`);
    groupSizes[g] = group.length;
    for (const name of group) fields.push(name);
  });
  const seen = new Set<string>();
  for (const name of fields) {
    if (seen.has(name)) throw new Error(`schema ${spec.name}: field ${name} appears twice`);
    seen.add(name);
  }
  // Made in one step: an object grown one keyed store at a time past a dozen fields turns into a hash
  // table in V8 (dictionary mode), and the stores read `index.refPrice` per field they apply.
  const index = Object.fromEntries(fields.map((name, i) => [name, i])) as Record<Name, number>;
  const stringSet = new Set<string>(spec.strings);
  for (const name of spec.strings) {
    if (!(name in index)) throw new Error(`schema ${spec.name}: string field ${name} is not in any group`);
  }
  const kinds: FieldKind[] = fields.map((name) => (stringSet.has(name) ? "string" : "number"));
  const isString = new Uint8Array(fields.length);
  kinds.forEach((kind, i) => {
    isString[i] = kind === "string" ? 1 : 0;
  });
  const keyed = spec.keyed ?? true;
  if (keyed && kinds[0] !== "string") throw new Error(`schema ${spec.name}: the key must be a string field`);
  return { name: spec.name, keyed, fields, kinds, isString, groupSizes, index, groups: spec.groups };
}

/** Field names of a schema, as a union type. */
export type FieldOf<S> = S extends RecordSchema<infer N> ? N : never;
