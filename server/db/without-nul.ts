import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import { withoutNul } from "#domain/schemas/fields.ts";

const clean = (value: unknown) => (typeof value === "string" ? withoutNul(value) : value);

class NulStripper extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = clean(node.value);
    return value === node.value ? node : { ...node, value };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return node.values.some((v) => clean(v) !== v) ? { ...node, values: node.values.map(clean) } : node;
  }
}

/**
 * PostgreSQL refuses text holding U+0000 (an error, so a 500), SQLite stores it. Input is rid of
 * NUL before its schema reads it (`parseInput`), so what a schema accepted never holds one; this
 * is the last line for values no schema of ours reads first (Better Auth's own bodies, ids and
 * slugs from URLs, lookups): every value that reaches either database passes here and loses its
 * NUL characters, so both behave alike and neither fails.
 */
export class WithoutNulPlugin implements KyselyPlugin {
  readonly #stripper = new NulStripper();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#stripper.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
