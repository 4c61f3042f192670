/**
 * Folders and symlinks among a tree's entries (`type`: one character per entry, as the walk and
 * the manifest keep them): the reports count them apart from files.
 */
export function entryKinds(type: string): { folders: number; links: number } {
  let folders = 0;
  let links = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type.charCodeAt(i);
    if (c === 100 /* d */) folders++;
    else if (c === 108 /* l */) links++;
  }
  return { folders, links };
}
