import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Core's schemas are zod/mini, whose objects parse by walking their keys one call at a time;
 * full zod's objects compile their parser once into a function (zod's JIT), about four times
 * faster on a gallery page's tiles. The server checks every request and every answer with core's
 * schemas, so it parses with twins of them whose objects are full zod's: the same definitions
 * (fields, checks, catchall, messages), so the same results and the same bytes.
 */
const twins = new WeakMap<$ZodType, $ZodType>();

/**
 * `schema` with each object within it rebuilt as a full-zod object of the same definition,
 * through arrays, nullable, optional and union; any other schema is kept as it is (and what it
 * holds with it). The schema itself when nothing within it changes.
 */
export function compiledTwin<Schema extends $ZodType>(schema: Schema): Schema {
  const known = twins.get(schema);
  if (known) return known as Schema;
  const twin = rebuild(schema);
  twins.set(schema, twin);
  return twin as Schema;
}

function rebuild(schema: $ZodType): $ZodType {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const { shape, catchall } = def as z.core.$ZodObjectDef;
      const fields = Object.entries(shape).map(([key, field]) => [key, compiledTwin(field)] as const);
      const twinCatchall = catchall && compiledTwin(catchall);
      const unchanged = fields.every(([key, twin]) => twin === shape[key]) && twinCatchall === catchall;
      // Full zod's own objects are compiled already.
      if (unchanged && schema instanceof z.ZodObject) return schema;
      return new z.ZodObject({
        ...(def as z.core.$ZodObjectDef),
        shape: Object.fromEntries(fields),
        ...(twinCatchall && { catchall: twinCatchall }),
      });
    }
    case 'array': {
      const { element } = def as z.core.$ZodArrayDef;
      const twin = compiledTwin(element);
      return twin === element ? schema : new z.ZodArray({ ...(def as z.core.$ZodArrayDef), element: twin });
    }
    case 'nullable': {
      const { innerType } = def as z.core.$ZodNullableDef;
      const twin = compiledTwin(innerType);
      return twin === innerType
        ? schema
        : new z.ZodNullable({ ...(def as z.core.$ZodNullableDef), innerType: twin });
    }
    case 'optional': {
      const { innerType } = def as z.core.$ZodOptionalDef;
      const twin = compiledTwin(innerType);
      return twin === innerType
        ? schema
        : new z.ZodOptional({ ...(def as z.core.$ZodOptionalDef), innerType: twin });
    }
    case 'union': {
      const { options } = def as z.core.$ZodUnionDef;
      const twinOptions = options.map((option) => compiledTwin(option));
      return twinOptions.every((twin, index) => twin === options[index])
        ? schema
        : new z.ZodUnion({ ...(def as z.core.$ZodUnionDef), options: twinOptions });
    }
    default:
      return schema;
  }
}

/** A route's schema as fastify-type-provider-zod takes it: a zod schema, or `{ properties }` holding one. */
const withTwin = <Definition extends { schema: unknown }>(definition: Definition): Definition => {
  const { schema } = definition;
  return schema instanceof $ZodType ? { ...definition, schema: compiledTwin(schema) } : definition;
};

/** fastify-type-provider-zod's validator compiler, over the compiled twins of the routes' schemas. */
export const compiledValidatorCompiler: FastifySchemaCompiler<unknown> = (definition) =>
  validatorCompiler(withTwin(definition) as Parameters<typeof validatorCompiler>[0]);

/** fastify-type-provider-zod's serializer compiler, over the compiled twins of the routes' schemas. */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (definition) =>
  serializerCompiler(withTwin(definition) as Parameters<typeof serializerCompiler>[0]);
