import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

/**
 * The JSON on the wire for a contract schema, as an OpenAPI 3.1 Schema Object (JSON Schema
 * draft 2020-12, the dialect OpenAPI 3.1 uses).
 *
 * Requests and responses alike are described by the schema's input side: a request body is what
 * the server parses, and a response body is what the server sends and the client parses with
 * the same schema. The output side would also be wrong to publish: it cannot represent the
 * contracts' normalising transforms (e-mails lower-cased, phone numbers reformatted) at all.
 */
export function jsonSchemaOf(schema: z.ZodType): OpenAPIV3_1.SchemaObject {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    // A schema JSON Schema cannot express must fail, not publish a wrong description.
    unrepresentable: 'throw',
    // A recursive schema would need `$defs`, whose `#/$defs/…` refs resolve against the OpenAPI
    // document's root once embedded; none exists today, so one appearing must fail loudly too.
    cycles: 'throw',
  });
  // The dialect is the document's (OpenAPI 3.1 means draft 2020-12); repeating it is noise.
  delete jsonSchema.$schema;
  return jsonSchema as OpenAPIV3_1.SchemaObject;
}
