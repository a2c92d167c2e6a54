import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/httpError';

/*
 * S3's browser-based upload with a POST policy, signature version 4
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html): the
 * policy is base64 JSON `{expiration, conditions}`, its signature the hex HMAC-SHA256 of that
 * base64 text under the key derived from the secret, the day, the region and `s3`. The local
 * storage checks uploads as S3 does, so the browser posts the same form to either.
 */

export const POST_POLICY_ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 's3';

/** The credentials a policy is signed with. */
export interface PolicyCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The signing key of a day (`YYYYMMDD`), as signature version 4 derives it. */
function signingKey(secretAccessKey: string, day: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), SERVICE), 'aws4_request');
}

/** The hex signature of a base64 policy. */
export function policySignature(credentials: PolicyCredentials, day: string, policy: string): string {
  return hmac(signingKey(credentials.secretAccessKey, day, credentials.region), policy).toString('hex');
}

/** The fields a posted form's policy never names (S3's rule). */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

/** What a checked policy allows of the file itself. */
export interface PolicyLimits {
  minBytes: number;
  maxBytes: number;
}

/** Not in the spec: the refusals of an upload whose policy does not allow it. */
export const POLICY_MESSAGES = {
  noPolicy: 'The upload has no signed policy: ask for one at /api/uploads/policy/ and post all its fields.',
  badSignature: 'The signature of the upload policy is not valid.',
  badPolicy: 'The upload policy is not valid.',
  expired: 'The upload policy has expired: ask for a new one.',
  notAllowed: 'This field is not allowed by the upload policy.',
} as const;

const refuse = (detail: string) => new HttpError(400, { detail });

function decodePolicy(policy: string): { expiration: number; conditions: unknown[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    throw refuse(POLICY_MESSAGES.badPolicy);
  }
  if (typeof parsed !== 'object' || parsed === null) throw refuse(POLICY_MESSAGES.badPolicy);
  const { expiration, conditions } = parsed as { expiration?: unknown; conditions?: unknown };
  const expires = typeof expiration === 'string' ? Date.parse(expiration) : Number.NaN;
  if (Number.isNaN(expires) || !Array.isArray(conditions)) throw refuse(POLICY_MESSAGES.badPolicy);
  return { expiration: expires, conditions };
}

/**
 * Checks a posted form (its fields, names in any case, without the file) against its signed
 * policy: the signature, the expiry, then every condition, and that the policy names every field.
 * Throws an `HttpError` 400 in DRF's shape; answers the file sizes the policy allows.
 */
export function verifyPostPolicy(
  form: ReadonlyMap<string, string>,
  credentials: PolicyCredentials,
  now: Date,
  /** The most any policy may allow. */
  maxBytes: number,
): PolicyLimits {
  const field = (name: string) => form.get(name.toLowerCase());
  const policy = field('policy');
  const signature = field('x-amz-signature');
  const credential = field('x-amz-credential');
  const date = field('x-amz-date');
  if (!policy || !signature || !credential || !date) throw refuse(POLICY_MESSAGES.noPolicy);

  // `{access key id}/{YYYYMMDD}/{region}/s3/aws4_request`, of our key and region, on the day signed.
  const [accessKeyId, day, region, service, terminal, ...rest] = credential.split('/');
  if (
    field('x-amz-algorithm') !== POST_POLICY_ALGORITHM ||
    accessKeyId !== credentials.accessKeyId ||
    region !== credentials.region ||
    service !== SERVICE ||
    terminal !== 'aws4_request' ||
    rest.length > 0 ||
    !day ||
    !/^\d{8}$/.test(day) ||
    !date.startsWith(day)
  ) {
    throw refuse(POLICY_MESSAGES.badSignature);
  }
  const expected = Buffer.from(policySignature(credentials, day, policy), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refuse(POLICY_MESSAGES.badSignature);
  }

  const { expiration, conditions } = decodePolicy(policy);
  if (now.getTime() >= expiration) throw refuse(POLICY_MESSAGES.expired);

  const named = new Set<string>();
  const fieldErrors: Record<string, string[]> = {};
  const wrong = (name: string, message: string) => {
    fieldErrors[name] = [...(fieldErrors[name] ?? []), message];
  };
  const limits: PolicyLimits = { minBytes: 0, maxBytes };
  for (const condition of conditions) {
    if (Array.isArray(condition)) {
      const [operator, target, value, ...more] = condition as unknown[];
      if (operator === 'content-length-range' && typeof target === 'number' && typeof value === 'number') {
        limits.minBytes = Math.max(limits.minBytes, target);
        limits.maxBytes = Math.min(limits.maxBytes, value);
        continue;
      }
      if (
        (operator !== 'eq' && operator !== 'starts-with') ||
        typeof target !== 'string' ||
        !target.startsWith('$') ||
        typeof value !== 'string' ||
        more.length > 0
      ) {
        throw refuse(POLICY_MESSAGES.badPolicy);
      }
      const name = target.slice(1);
      named.add(name.toLowerCase());
      const posted = field(name);
      if (operator === 'eq' && posted !== value) wrong(name, `Must be "${value}" (the upload policy).`);
      if (operator === 'starts-with' && (posted === undefined || !posted.startsWith(value))) {
        wrong(name, `Must start with "${value}" (the upload policy).`);
      }
    } else if (typeof condition === 'object' && condition !== null) {
      const entries = Object.entries(condition);
      const [entry] = entries;
      if (entries.length !== 1 || !entry || typeof entry[1] !== 'string')
        throw refuse(POLICY_MESSAGES.badPolicy);
      const [name, value] = entry;
      named.add(name.toLowerCase());
      if (field(name) !== value) wrong(name, `Must be "${value}" (the upload policy).`);
    } else {
      throw refuse(POLICY_MESSAGES.badPolicy);
    }
  }
  for (const name of form.keys()) {
    if (!UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !named.has(name)) {
      wrong(name, POLICY_MESSAGES.notAllowed);
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw HttpError.validation(fieldErrors);
  return limits;
}
