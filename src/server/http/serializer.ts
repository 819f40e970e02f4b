import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A route's response schema: a zod schema, or one wrapped as `{ properties: schema }`. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`A response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * zod writes "this object or null" as `anyOf: [object, null]`, which fast-json-stringify can only
 * serialize by validating the value against each branch; `nullable` says the same and costs
 * nothing. Everything else is left as zod wrote it.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplify(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nulls = branches.filter((b: JsonSchema) => b.type === 'null');
    const [other] = branches.filter((b: JsonSchema) => b.type !== 'null') as JsonSchema[];
    if (nulls.length === 1 && other && typeof other.type === 'string') {
      delete out.anyOf;
      // An enum's values must name null too: a branch is chosen by validating against it.
      const values = Array.isArray(other.enum)
        ? { enum: [...(other.enum as unknown[]), null] }
        : {};
      return { ...out, ...other, ...values, nullable: true };
    }
  }
  return out;
}

/**
 * Answers are written by fast-json-stringify (Fastify's own serializer) from the JSON form of the
 * route's zod response schema: only the properties the schema names leave the server, as with
 * zod's parse before, at a fraction of the cost (zod built a checked copy of every answer, then
 * JSON.stringify wrote it: a tenth of a list request's time, issue 18's profile). The shapes are
 * held by the types the handlers return and by the API tests, which read every answer.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const json = z.toJSONSchema(zodSchemaOf(schema), {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  const schemaForFastJson = simplify(json) as JsonSchema;
  delete schemaForFastJson.$schema;
  return fastJson(schemaForFastJson);
};
