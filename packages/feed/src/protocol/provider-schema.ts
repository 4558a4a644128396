import type { FieldKind, RecordSchema } from "./record-schema";
import { type MessageLayout, SCHEMA_TABLE } from "./schema-table";

/**
 * The wire order of a provider whose records carry our fields in other positions (the spec fixes the
 * separators, not the order). It is a RecordSchema for the parser, in the provider's order, plus the
 * schema the stores keep (ours) and where each wire field goes in it: the stores, the board and the
 * rules keep reading fields by our indices (`SymbolField.matchPrice`), whatever the provider's order.
 */
export interface ProviderSchema<Name extends string = string> extends RecordSchema {
  /** Our schema, which the stores use. */
  readonly storeSchema: RecordSchema<Name>;
  /** Our flat field index for each wire field; -1 for a wire position we do not read. */
  readonly toStore: Int32Array;
}

/** True when `schema` reads a provider's own order (made by `providerSchema`). */
export function isProviderSchema(schema: RecordSchema): schema is ProviderSchema {
  return "toStore" in schema && "storeSchema" in schema;
}

/**
 * Describes a provider's wire order with our field names: one array per property group, in the
 * provider's order; `null` marks a position we do not read (skipped, whatever it holds). Fields the
 * provider does not send stay empty in the stores. Throws (at setup, never per message) when a name
 * is unknown or repeated, a group is empty, or the record key is not first.
 *
 * ```ts
 * const acmeSymbols = providerSchema(SYMBOL_SCHEMA, [["code", "matchPrice", "refPrice", null], ...]);
 * const market = new MarketData({
 *   schemaTable: withProviderSchemas({ [MsgType.SYMBOL_SNAPSHOT]: acmeSymbols, [MsgType.SYMBOL_UPDATE]: acmeSymbols }),
 * });
 * ```
 */
export function providerSchema<Name extends string>(
  storeSchema: RecordSchema<Name>,
  groups: readonly (readonly (Name | null)[])[],
): ProviderSchema<Name> {
  const what = `provider schema for ${storeSchema.name}`;
  if (groups.length === 0) throw new Error(`${what}: no groups`);
  const fields: (Name | null)[] = [];
  const groupSizes = new Uint16Array(groups.length);
  groups.forEach((group, g) => {
    if (group.length === 0) throw new Error(`${what}: group ${g} is empty`);
    groupSizes[g] = group.length;
    fields.push(...group);
  });
  const seen = new Set<string>();
  const toStore = new Int32Array(fields.length);
  const kinds: FieldKind[] = [];
  const isString = new Uint8Array(fields.length);
  const index: Record<string, number> = {};
  fields.forEach((name, wire) => {
    if (name === null) {
      // Read as text, so that anything the provider puts there is accepted and ignored.
      toStore[wire] = -1;
      kinds.push("string");
      isString[wire] = 1;
      return;
    }
    if (!Object.hasOwn(storeSchema.index, name)) throw new Error(`${what}: unknown field ${name}`);
    if (seen.has(name)) throw new Error(`${what}: field ${name} appears twice`);
    seen.add(name);
    const field = storeSchema.index[name];
    toStore[wire] = field;
    kinds.push(storeSchema.kinds[field]);
    isString[wire] = storeSchema.isString[field];
    index[name] = wire;
  });
  if (storeSchema.keyed && toStore[0] !== 0) {
    throw new Error(`${what}: the first wire field must be the key ${storeSchema.fields[0]}`);
  }
  return {
    name: `${storeSchema.name} (provider order)`,
    keyed: storeSchema.keyed,
    fields: fields.map((name, wire) => name ?? `#${wire}`),
    kinds,
    isString,
    groupSizes,
    index,
    groups: wireGroups(groups),
    storeSchema,
    toStore,
  };
}

/** The groups with each unread position named `#<wire position>`. */
function wireGroups(groups: readonly (readonly (string | null)[])[]): string[][] {
  let wire = 0;
  return groups.map((group) =>
    group.map((name) => {
      const label = name ?? `#${wire}`;
      wire++;
      return label;
    }),
  );
}

/**
 * The schema table with some record messages read in a provider's order: pass it to
 * `new MarketData({ schemaTable })`. Every other message keeps our layout.
 */
export function withProviderSchemas(
  overrides: Readonly<Record<number, ProviderSchema>>,
): ReadonlyMap<number, MessageLayout> {
  const table = new Map(SCHEMA_TABLE);
  for (const [key, schema] of Object.entries(overrides)) {
    const msgType = Number(key);
    const ours = SCHEMA_TABLE.get(msgType);
    if (ours === undefined || ours.kind !== "records") {
      throw new Error(`msgType ${key} carries no records: it has no field order to replace`);
    }
    table.set(msgType, { kind: "records", schema, reset: ours.reset });
  }
  checkSchemaTable(table);
  return table;
}

/**
 * Throws unless every record message of `table` fills the store our own table fills (a provider
 * schema of our schema, or our schema itself): the stores, board and rules read our field indices.
 */
export function checkSchemaTable(table: ReadonlyMap<number, MessageLayout>): void {
  for (const [msgType, ours] of SCHEMA_TABLE) {
    const layout = table.get(msgType);
    if (layout === undefined) throw new Error(`schema table: msgType ${msgType} is missing`);
    if (layout.kind !== ours.kind) throw new Error(`schema table: msgType ${msgType} must stay ${ours.kind}`);
    if (layout.kind !== "records" || ours.kind !== "records") continue;
    const store = isProviderSchema(layout.schema) ? layout.schema.storeSchema : layout.schema;
    if (store !== ours.schema) {
      throw new Error(`schema table: msgType ${msgType} must read into the ${ours.schema.name} schema`);
    }
  }
}
