// A faster response serializer for the hot public reads (issue 16: `providers?slug=`; issue 12: the
// server render's in-process API calls), with the same output as the zod serializer
// (docs/decisions/332-fast-response-serializer.md).
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * The route's response schema (zod) as JSON Schema (what zod encodes to: `io: 'output'`), compiled by
 * fast-json-stringify, Fastify's own serializer: it writes the schema's properties only, in one pass,
 * where the default serializer has zod encode a copy of the answer and then `JSON.stringify` it
 * (≈ a quarter of a provider site's read in the API process). A schema zod cannot express in JSON
 * Schema (a transform, a custom type) throws here, at start-up.
 */
function compile(schema: z.ZodType): Stringify {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Stringify;
}

/**
 * Under tests every answer is also encoded by zod, and the two must be the same JSON value: the
 * test suite proves, route by route, that the fast path writes what the contract says (no key the
 * schema lacks, no missing one, no value zod would change or refuse).
 */
const CHECK = process.env.NODE_ENV === 'test' || process.env.FAST_RESPONSE_CHECK === '1';

/** `serializerCompiler` of a route whose answers are plain data of its response schema. */
export function fastResponseSerializer<T>({ schema, method, url }: FastifyRouteSchemaDef<T>): Stringify {
  const zodSchema: unknown = schema;
  if (!(zodSchema instanceof z.ZodType)) throw new Error(`${method} ${url}: the response schema is not a zod schema`);
  const stringify = compile(zodSchema);
  if (!CHECK) return stringify;
  return (data) => {
    const written = stringify(data);
    const encoded = z.safeEncode(zodSchema, data);
    if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error });
    const expected = JSON.stringify(encoded.data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      const message = `fast-json-stringify wrote ${written.slice(0, 400)} where zod encodes ${expected.slice(0, 400)}`;
      throw new ResponseSerializationError(method, url, { cause: new z.ZodError([{ code: 'custom', message, path: [], input: data }]) });
    }
    return written;
  };
}

/** Every other route's serializer (app.ts): zod encodes a copy of the answer, then `JSON.stringify`. */
export const zodResponseSerializer = serializerCompiler;
