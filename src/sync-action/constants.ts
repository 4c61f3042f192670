/** Output names, spelled exactly as in action.yml. Input names live in the table of options. */
export const Outputs = {
  ObjectsListed: 'objects-listed',
  ObjectsTransferred: 'objects-transferred',
  ObjectsSkipped: 'objects-skipped',
  ObjectsDeleted: 'objects-deleted',
  BytesTransferred: 'bytes-transferred',
  ListSeconds: 'list-seconds',
  TransferSeconds: 'transfer-seconds',
  TotalSeconds: 'total-seconds',
  FirstTransferSeconds: 'first-transfer-seconds',
  KeysPerSecond: 'keys-per-second',
  BytesPerSecond: 'bytes-per-second',
  KeyRange: 'key-range',
  ChangedKeysFile: 'changed-keys-file',
  ChangedKeysCount: 'changed-keys-count',
} as const;
