/**
 * Which triggers may save, as GitHub's own cache service decides it: since it began giving
 * read-only cache tokens to untrusted triggers, a run may write the cache when only someone with
 * write access to the repository can start it, or when it writes a scope of its own that no
 * trusted run reads. Every other event (and one this list does not know) is untrusted: an
 * outsider can start it, and its save would land in the scope the default branch restores.
 */
const TRUSTED_EVENTS: Readonly<Record<string, string>> = {
  push: 'only someone with write access can push',
  schedule: "GitHub starts it, from the default branch's own workflow file",
  workflow_dispatch: 'only someone with write access can start it',
  repository_dispatch: 'it needs a token with write access to the repository',
  delete: 'only someone with write access can delete a branch or tag',
  registry_package: 'only someone with write access can publish a package of the repository',
  page_build: 'a Pages build follows a push',
  release: 'only someone with write access can publish a release; it writes its tag',
  merge_group: 'only someone with write access can queue a merge; it writes the queue branch',
  // A fork's pull request runs without the base repository's secrets, in the scope of its own
  // merge ref (refs/pull/N/merge), which only that pull request's runs read.
  pull_request: 'it writes the scope of its own merge ref',
};

/** Why each well-known untrusted event is one, in words a user can check. */
const UNTRUSTED_EVENTS: Readonly<Record<string, string>> = {
  pull_request_target:
    "which runs with the base repository's credentials and scope for anyone who can open a pull request",
  issue_comment: 'which anyone who can comment on an issue or a pull request can trigger',
  issues: 'which anyone who can open an issue can trigger',
  discussion: 'which anyone who can open a discussion can trigger',
  discussion_comment: 'which anyone who can comment on a discussion can trigger',
  pull_request_review: 'which anyone who can review a pull request can trigger',
  pull_request_review_comment: 'which anyone who can comment on a pull request can trigger',
  fork: 'which anyone who can see the repository triggers by forking it',
  watch: 'which anyone who can see the repository triggers by starring it',
  gollum: 'which anyone who may edit the wiki can trigger',
};

const UNKNOWN =
  "an event that this action does not know as one that only someone with write access to the repository can start (GitHub's cache service is read-only for such events)";

export type TriggerTrust =
  | { readonly trusted: true; readonly why: string }
  | { readonly trusted: false; readonly why: string };

/** Whether `event` (GITHUB_EVENT_NAME, not workflow_run) may save, and why. */
export function trustOf(event: string): TriggerTrust {
  if (Object.hasOwn(TRUSTED_EVENTS, event)) return { trusted: true, why: TRUSTED_EVENTS[event]! };
  return {
    trusted: false,
    why: Object.hasOwn(UNTRUSTED_EVENTS, event) ? UNTRUSTED_EVENTS[event]! : UNKNOWN,
  };
}

/**
 * The events that save without an opt-in, for the docs and the tests; a workflow_run only after a
 * run of this repository started by one of the others but pull_request (cache-access.ts).
 */
export const SAVING_EVENTS = [...Object.keys(TRUSTED_EVENTS), 'workflow_run'] as const;

/** An event's name as the log shows it: plain when it is a plain name, quoted otherwise. */
export function tagOf(event: string): string {
  return /^[a-z_]{1,64}$/.test(event) ? event : JSON.stringify(event);
}
