import { InputError } from '../errors.js';
import type { ObjectOptions } from '../s3/object-params.js';
import { parseBoolean } from '../validate.js';
import { option, type OptionValues } from './option-table.js';
import { parseMetadata } from './parse-metadata.js';

const text = (value: string) => value.trim() || undefined;

const EXPIRES_FORM = "a date and time such as '2030-01-01T00:00:00Z' (ISO 8601) or an HTTP date";

/**
 * The aws-cli's --expires takes a timestamp: ISO 8601, or the HTTP date the header carries.
 * Kept as a Date, which the SDK writes as the header's HTTP date.
 */
function parseExpires(value: string, name: string): Date | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  // Date.parse also takes loose forms ('1', 'May'); a date must at least name a year.
  const ms = /\d{4}/.test(trimmed) ? Date.parse(trimmed) : NaN;
  if (Number.isNaN(ms)) throw new InputError(name, value, EXPIRES_FORM);
  return new Date(ms);
}

/**
 * What uploads and server-side copies store with each object, as the aws-cli's flags of the same
 * names: the headers S3 keeps and serves back, the storage class, encryption and ACL.
 */
export const OBJECT_OPTIONS = {
  storageClass: option({
    input: 'storage-class',
    flag: 'storage-class',
    kind: 'string',
    default: '',
    description: "Uploads and copies: the storage class (e.g. 'STANDARD_IA'), as the aws-cli's.",
    parse: text,
  }),
  sse: option({
    input: 'sse',
    flag: 'sse',
    kind: 'string',
    default: '',
    description: "Uploads and copies: server-side encryption, 'AES256' or 'aws:kms'.",
    parse: text,
  }),
  sseKmsKeyId: option({
    input: 'sse-kms-key-id',
    flag: 'sse-kms-key-id',
    kind: 'string',
    default: '',
    description: "Uploads and copies: the KMS key for sse 'aws:kms'.",
    cliDescription: "Uploads and copies: the KMS key for --sse 'aws:kms'.",
    parse: text,
  }),
  acl: option({
    input: 'acl',
    flag: 'acl',
    kind: 'string',
    default: '',
    description: "Uploads and copies: a canned ACL (e.g. 'public-read').",
    parse: text,
  }),
  cacheControl: option({
    input: 'cache-control',
    flag: 'cache-control',
    kind: 'string',
    default: '',
    description: 'Uploads and copies: the Cache-Control header stored with each object.',
    parse: text,
  }),
  contentType: option({
    input: 'content-type',
    flag: 'content-type',
    kind: 'string',
    default: '',
    description:
      "Uploads and copies: one Content-Type for every object. Default: guessed from the name on upload; a copy keeps the source's, unless it is given another header or metadata, which replace all of the source's (the aws-cli's metadata directive REPLACE).",
    parse: text,
  }),
  contentEncoding: option({
    input: 'content-encoding',
    flag: 'content-encoding',
    kind: 'string',
    default: '',
    description:
      "Uploads and copies: the Content-Encoding header stored with each object (e.g. 'gzip' for a site compressed before upload).",
    parse: text,
  }),
  contentDisposition: option({
    input: 'content-disposition',
    flag: 'content-disposition',
    kind: 'string',
    default: '',
    description:
      "Uploads and copies: the Content-Disposition header stored with each object (e.g. 'attachment').",
    parse: text,
  }),
  contentLanguage: option({
    input: 'content-language',
    flag: 'content-language',
    kind: 'string',
    default: '',
    description: 'Uploads and copies: the Content-Language header stored with each object.',
    parse: text,
  }),
  expires: option({
    input: 'expires',
    flag: 'expires',
    valueName: 'DATE',
    kind: 'string',
    default: '',
    description:
      "Uploads and copies: the Expires header stored with each object, a date and time (ISO 8601, e.g. '2030-01-01T00:00:00Z').",
    parse: parseExpires,
  }),
  guessMimeType: option({
    input: 'guess-mime-type',
    flag: 'guess-mime-type',
    negatable: true,
    kind: 'boolean',
    default: 'true',
    description:
      "Uploads: guess each object's Content-Type from its name. 'false' sends none, and the server stores binary/octet-stream (the aws-cli's --no-guess-mime-type).",
    cliDescription:
      "Uploads: guess each object's Content-Type from its name (the default). --no-guess-mime-type sends none, and the server stores binary/octet-stream, as the aws-cli's.",
    parse: (value, name) => parseBoolean(name, value),
  }),
  metadata: option({
    input: 'metadata',
    flag: 'metadata',
    kind: 'string',
    default: '',
    description:
      'Uploads and copies: user metadata, as key=value pairs separated by commas or a JSON object.',
    parse: (value, name) => parseMetadata(name, value),
  }),
} as const;

/**
 * The object options as the transfers take them. A copy given any header or metadata replaces
 * the source's (metadata directive REPLACE), as the aws-cli's does.
 */
export function objectOptionsFrom(values: OptionValues<typeof OBJECT_OPTIONS>): ObjectOptions {
  return {
    storageClass: values.storageClass,
    sse: values.sse,
    sseKmsKeyId: values.sseKmsKeyId,
    acl: values.acl,
    cacheControl: values.cacheControl,
    contentType: values.contentType,
    contentEncoding: values.contentEncoding,
    contentDisposition: values.contentDisposition,
    contentLanguage: values.contentLanguage,
    expires: values.expires,
    guessContentType: values.guessMimeType,
    metadata: values.metadata,
  };
}
