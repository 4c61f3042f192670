/**
 * A ListObjectsV2 request as plain data, free of the SDK: the listing worker builds and signs
 * these itself, so that its bundle stays small and starts fast.
 */

export interface ListPageParams {
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter?: string | undefined;
  readonly continuationToken?: string | undefined;
  /** One level only (`ls` without --recursive): keys past it are rolled up as common prefixes. */
  readonly delimiter?: string | undefined;
}

/** The query of one page, as the SDK's ListObjectsV2Command builds it. */
export function listQuery(params: ListPageParams): Record<string, string> {
  const query: Record<string, string> = {
    'list-type': '2',
    'encoding-type': 'url',
    'max-keys': String(params.pageSize),
  };
  if (params.prefix) query.prefix = params.prefix;
  if (params.delimiter) query.delimiter = params.delimiter;
  // A continuation token overrides StartAfter, so send only one of them.
  if (params.continuationToken) query['continuation-token'] = params.continuationToken;
  else if (params.startAfter) query['start-after'] = params.startAfter;
  return query;
}
