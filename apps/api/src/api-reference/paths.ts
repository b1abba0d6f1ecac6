import type { OpenAPIV3_1 } from 'openapi-types';

const EXPRESS_PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

export interface OpenApiPath {
  /** The path in OpenAPI's template syntax, e.g. '/orders/{orderId}'. */
  path: string;
  /** One required string parameter per template variable, in order. */
  parameters: OpenAPIV3_1.ParameterObject[];
}

/**
 * Turns an Express path into an OpenAPI path template: ':orderId' becomes '{orderId}' with its
 * path parameter. Wildcards and optional groups have no OpenAPI form, so they are refused.
 */
export function openApiPath(expressPath: string): OpenApiPath {
  if (/[*{}()?]/.test(expressPath)) {
    throw new Error(`${expressPath}: only ':name' parameters can be described in OpenAPI`);
  }
  const names = [...expressPath.matchAll(EXPRESS_PARAMETER)].map(([, name]) => name as string);
  return {
    path: expressPath.replace(EXPRESS_PARAMETER, '{$1}'),
    parameters: names.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
  };
}
