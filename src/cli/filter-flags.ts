import type { FilterRule } from '../sync/filters.js';

/** One token of `parseArgs({ tokens: true })`, as far as the filters need it. */
interface ArgToken {
  readonly kind: string;
  readonly name?: string;
  readonly value?: string | undefined;
}

/**
 * `--exclude` and `--include` in the order they were typed: the aws-cli applies them so, and the
 * last rule that matches a path decides (src/sync/filters.ts).
 */
export function filtersInTypedOrder(tokens: readonly ArgToken[] | undefined): FilterRule[] {
  const filters: FilterRule[] = [];
  for (const token of tokens ?? []) {
    if (token.kind === 'option' && (token.name === 'exclude' || token.name === 'include'))
      filters.push({ kind: token.name, pattern: token.value ?? '' });
  }
  return filters;
}
