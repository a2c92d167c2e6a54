import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { buildApp } from '../app';
import { createMemoryMediaStore } from '../media/mediaStore';
import { seedDatabase } from '../modules/seed';
import { DEMO, signIn } from './accounts';
import { type TestApp, testConfig } from './testApp';
import { createTestDatabase } from './testDatabase';

/**
 * The API as its OpenAPI document lists it, for the generated tests (the fuzz test and the
 * permission matrix): every later route is checked the moment it is documented.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, unknown>;
}

export interface ApiOperation {
  /** `GET /api/searches/{id}/`: the key of the matrix's rows and of test names. */
  key: string;
  method: string;
  /** The OpenAPI path template, `{name}` for a parameter (`{*}` for a wildcard). */
  path: string;
  operation: OpenApiOperation;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Every operation of the app's `/api/docs/openapi.json`, in the document's order. */
export async function apiOperations(app: App): Promise<ApiOperation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
  const document = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const upper = method.toUpperCase();
      operations.push({ key: `${upper} ${path}`, method: upper, path, operation });
    }
  }
  return operations;
}

/** The names of a path template's parameters, in order: `{id}` gives `id`, `{*}` gives `*`. */
export const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

/** A path template with its parameters replaced by `values`, which are put in as given (already encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} of ${path}`);
    return value;
  });
}

// What must never reach a client: a stack frame, a source path, or the database's own words.
const LEAKS: readonly RegExp[] = [
  /\n\s+at\s/,
  /\bat\s+\S+\s+\([^)]*:\d+:\d+\)/,
  /node:internal|node_modules|\.ts:\d+/,
  /Failed query|syntax error at or near|violates [a-z -]*constraint|duplicate key value/i,
  /relation "[^"]*" does not exist|column "[^"]*"|invalid input syntax for|out of range for type/i,
  /\bPostgresError\b|\bDrizzle|\bZodError\b|\bFST_[A-Z_]+/,
];

/** An error body larger than this echoes the request back (a megabyte string, a deep value). */
export const MAX_ERROR_BODY = 64 * 1024;

const isStringList = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === 'string');

/**
 * What is wrong with an answer, or undefined: a 5xx, an error body that is not one of Django REST
 * Framework's shapes (`{detail}`, `{field: [messages]}`, `non_field_errors`), a stack or SQL in
 * the body, or an error that echoes a large input.
 */
export function answerProblem(
  statusCode: number,
  contentType: string | undefined,
  text: string,
): string | undefined {
  if (statusCode >= 500) return `answered ${statusCode}`;
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak) return `the body shows internals (${leak})`;
  if (statusCode < 400) return undefined;
  if (text.length > MAX_ERROR_BODY) return `an error body of ${text.length} characters`;
  if (!contentType?.startsWith('application/json')) return `an error of type ${contentType ?? 'none'}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'an error body that is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'an error body that is not an object';
  const entries = Object.entries(body);
  if (entries.length === 0) return 'an empty error body';
  if ('detail' in body) {
    return typeof body.detail === 'string' && entries.length === 1
      ? undefined
      : 'a `detail` error that is not one string';
  }
  const bad = entries.find(([, value]) => !isStringList(value));
  return bad ? `field \`${bad[0]}\` is not a list of messages` : undefined;
}

/** Reads an answer's body, or only its start when it is an event stream (which never ends). */
export async function injectRead(
  app: App,
  options: InjectOptions,
): Promise<{ response: LightMyRequestResponse; text: string }> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  const chunks: Buffer[] = [];
  const streaming = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk));
    if (streaming) break;
  }
  stream.destroy();
  return { response, text: Buffer.concat(chunks).toString('utf8') };
}

/** The seeded demo: accounts, the 300-listing catalogue and the auction house's twelve lots. */
export async function createDemoApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const media = createMemoryMediaStore();
  try {
    await seedDatabase(database.db, { nodeEnv: 'test', catalogue: {}, auctions: true, media });
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = buildApp({ config: testConfig(env), db: database.db, media });
  return {
    app,
    database,
    media,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type DemoRole = keyof typeof DEMO;

/** Signs each role in once; `fresh` signs in again (after a sign-out revoked the token). */
export function demoTokens(app: App) {
  const tokens = new Map<DemoRole, string>();
  return {
    async token(role: DemoRole): Promise<string> {
      let token = tokens.get(role);
      if (token === undefined) {
        token = await signIn(app, DEMO[role]);
        tokens.set(role, token);
      }
      return token;
    },
    forget(role: DemoRole): void {
      tokens.delete(role);
    },
  };
}
