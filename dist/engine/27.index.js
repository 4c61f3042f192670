export const id = 27;
export const ids = [27];
export const modules = {

/***/ 9795:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oc: () => (/* binding */ AnswerTooLargeError),
/* harmony export */   Ve: () => (/* binding */ answerBound),
/* harmony export */   es: () => (/* binding */ AnswerTooSlowError),
/* harmony export */   wR: () => (/* binding */ sdkOperation)
/* harmony export */ });
/* unused harmony exports OBJECT_ANSWER_MAX_BYTES, DELETE_ANSWER_MAX_BYTES, LIST_BUCKETS_ANSWER_MAX_BYTES, ANSWER_BODY_MAX_MS, SLOW_ANSWER_BODY_MAX_MS, sizeText */
/* harmony import */ var _error_response_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(425);

/**
 * The largest XML answer to a one-object operation: CreateMultipartUpload, CompleteMultipartUpload,
 * CopyObject, UploadPartCopy (a key of 1,024 bytes escaped to at most 6 KiB, the bucket, a
 * Location URL, an ETag, checksums, an upload ID: under 16 KiB), and the empty answers of
 * PutObject, UploadPart and deletes. 64 times the real maximum.
 */
const OBJECT_ANSWER_MAX_BYTES = 1024 * 1024;
/**
 * DeleteObjects of 1,000 keys, every one refused: each `<Error>` holds the key (1,024 bytes,
 * escaped to at most 6 KiB), a version ID, a code and a message, about 7.3 KiB; 1,000 of them
 * are 7.3 MB. Twice that, rounded up.
 */
const DELETE_ANSWER_MAX_BYTES = 16 * 1024 * 1024;
/**
 * An unpaginated ListBuckets: AWS serves it to accounts of at most 10,000 buckets (entries of
 * under 400 bytes: 4 MB); RGW lets a user hold more, with names up to 255 bytes. 64 MiB holds
 * over 100,000 of those.
 */
const LIST_BUCKETS_ANSWER_MAX_BYTES = 64 * 1024 * 1024;
/** The time a bounded answer's body may take, once its headers are in: an error's, or most. */
const ANSWER_BODY_MAX_MS = _error_response_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_ANSWER_MAX_MS */ .Sb;
/**
 * The same for the answers S3 keeps alive with whitespace while it works (a copy of up to 5 GiB,
 * the assembly of a large upload: "several minutes", S3's documentation says).
 */
const SLOW_ANSWER_BODY_MAX_MS = 30 * 60_000;
const SLOW_OPERATIONS = new Set(['CopyObject', 'UploadPartCopy', 'CompleteMultipartUpload']);
/** The operation a request sent by the SDK is for, from its method and query. */
function sdkOperation({ method, query = {} }) {
    const id = query['x-id'];
    if (typeof id === 'string')
        return id;
    if ('uploads' in query)
        return method === 'POST' ? 'CreateMultipartUpload' : 'ListMultipartUploads';
    if ('uploadId' in query)
        return method === 'POST' ? 'CompleteMultipartUpload' : 'ListParts';
    if ('delete' in query)
        return 'DeleteObjects';
    if ('location' in query)
        return 'GetBucketLocation';
    if ('list-type' in query)
        return 'ListObjectsV2';
    if (method === 'HEAD')
        return 'HeadObject';
    return `${method} request`;
}
/** The bound of the answer `statusCode` to `operation`. */
function answerBound(operation, statusCode) {
    const ok = statusCode >= 200 && statusCode < 300;
    const maxBytes = !ok
        ? _error_response_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_ANSWER_MAX_BYTES */ .Tx
        : operation === 'GetObject'
            ? Infinity
            : operation === 'DeleteObjects'
                ? DELETE_ANSWER_MAX_BYTES
                : operation === 'ListBuckets'
                    ? LIST_BUCKETS_ANSWER_MAX_BYTES
                    : OBJECT_ANSWER_MAX_BYTES;
    const maxMs = ok && SLOW_OPERATIONS.has(operation) ? SLOW_ANSWER_BODY_MAX_MS : ANSWER_BODY_MAX_MS;
    return { operation, statusCode, maxBytes, maxMs: maxBytes === Infinity ? Infinity : maxMs };
}
/** `bytes` as a reader would write it: 64 KiB, 16 MiB, 10737418240 bytes. */
function sizeText(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / (1024 * 1024)} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/**
 * The endpoint sent (or declared) an answer larger than any real S3 answer of its kind: dropped,
 * with its connection, and not retried (it would be sent the same way again). `$metadata` is
 * set so that the SDK, which the error passes through, neither appends its own hints to the
 * message nor takes it for a server error to retry.
 */
class AnswerTooLargeError extends Error {
    code = 'AnswerTooLarge';
    /** Where `s3FailureFromSdk` reads an S3 error's code. */
    Code = 'AnswerTooLarge';
    $metadata = {};
    constructor(bound, declaredBytes) {
        const declared = declaredBytes === undefined ? '' : ` (it declared ${declaredBytes} bytes)`;
        super(`the endpoint sent an HTTP ${bound.statusCode} answer to ${bound.operation} larger than ` +
            `${sizeText(bound.maxBytes)}${declared}, which no S3 answer of this kind reaches; it was dropped`);
        this.name = 'AnswerTooLargeError';
    }
}
/**
 * The endpoint kept sending an answer's body (a byte now and then, below the stall limit) for
 * longer than any real answer of its kind takes: dropped, and not retried.
 */
class AnswerTooSlowError extends Error {
    code = 'AnswerTooSlow';
    Code = 'AnswerTooSlow';
    $metadata = {};
    constructor(bound, receivedBytes) {
        super(`the endpoint took longer than ${Math.round(bound.maxMs / 1000)} s to send its HTTP ` +
            `${bound.statusCode} answer to ${bound.operation} (${receivedBytes} bytes so far); it was dropped`);
        this.name = 'AnswerTooSlowError';
    }
}


/***/ }),

/***/ 4027:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $Command: () => (/* reexport */ dist_cjs/* $Command */.gpi),
  AbacStatus$: () => (/* reexport */ dist_cjs/* AbacStatus$ */.ELn),
  AbortIncompleteMultipartUpload$: () => (/* reexport */ dist_cjs/* AbortIncompleteMultipartUpload$ */.aHy),
  AbortMultipartUpload$: () => (/* reexport */ dist_cjs/* AbortMultipartUpload$ */.QU_),
  AbortMultipartUploadCommand: () => (/* reexport */ dist_cjs/* AbortMultipartUploadCommand */.tfP),
  AbortMultipartUploadOutput$: () => (/* reexport */ dist_cjs/* AbortMultipartUploadOutput$ */.h4k),
  AbortMultipartUploadRequest$: () => (/* reexport */ dist_cjs/* AbortMultipartUploadRequest$ */.duQ),
  AccelerateConfiguration$: () => (/* reexport */ dist_cjs/* AccelerateConfiguration$ */.ODd),
  AccessControlPolicy$: () => (/* reexport */ dist_cjs/* AccessControlPolicy$ */.mz0),
  AccessControlTranslation$: () => (/* reexport */ dist_cjs/* AccessControlTranslation$ */.Lz2),
  AccessDenied: () => (/* reexport */ dist_cjs/* AccessDenied */.OyA),
  AccessDenied$: () => (/* reexport */ dist_cjs/* AccessDenied$ */.mGm),
  AnalyticsAndOperator$: () => (/* reexport */ dist_cjs/* AnalyticsAndOperator$ */.CQ8),
  AnalyticsConfiguration$: () => (/* reexport */ dist_cjs/* AnalyticsConfiguration$ */.py6),
  AnalyticsExportDestination$: () => (/* reexport */ dist_cjs/* AnalyticsExportDestination$ */.XX1),
  AnalyticsFilter$: () => (/* reexport */ dist_cjs/* AnalyticsFilter$ */.Pq2),
  AnalyticsS3BucketDestination$: () => (/* reexport */ dist_cjs/* AnalyticsS3BucketDestination$ */.j_W),
  AnalyticsS3ExportFileFormat: () => (/* reexport */ dist_cjs/* AnalyticsS3ExportFileFormat */.IqB),
  AnnotationConfigurationState: () => (/* reexport */ dist_cjs/* AnnotationConfigurationState */.pv9),
  AnnotationDirective: () => (/* reexport */ dist_cjs/* AnnotationDirective */.JQL),
  AnnotationEntry$: () => (/* reexport */ dist_cjs/* AnnotationEntry$ */.U$V),
  AnnotationLimitExceeded: () => (/* reexport */ dist_cjs/* AnnotationLimitExceeded */.il7),
  AnnotationLimitExceeded$: () => (/* reexport */ dist_cjs/* AnnotationLimitExceeded$ */.sK$),
  AnnotationNameTooLong: () => (/* reexport */ dist_cjs/* AnnotationNameTooLong */.jHu),
  AnnotationNameTooLong$: () => (/* reexport */ dist_cjs/* AnnotationNameTooLong$ */.hdZ),
  AnnotationTableConfiguration$: () => (/* reexport */ dist_cjs/* AnnotationTableConfiguration$ */.KTL),
  AnnotationTableConfigurationResult$: () => (/* reexport */ dist_cjs/* AnnotationTableConfigurationResult$ */.hsd),
  AnnotationTableConfigurationUpdates$: () => (/* reexport */ dist_cjs/* AnnotationTableConfigurationUpdates$ */.Mhd),
  ArchiveStatus: () => (/* reexport */ dist_cjs/* ArchiveStatus */.TqU),
  BlockedEncryptionTypes$: () => (/* reexport */ dist_cjs/* BlockedEncryptionTypes$ */.Tv5),
  Bucket$: () => (/* reexport */ dist_cjs/* Bucket$ */.XFA),
  BucketAbacStatus: () => (/* reexport */ dist_cjs/* BucketAbacStatus */.I2W),
  BucketAccelerateStatus: () => (/* reexport */ dist_cjs/* BucketAccelerateStatus */.WKu),
  BucketAlreadyExists: () => (/* reexport */ dist_cjs/* BucketAlreadyExists */.NMf),
  BucketAlreadyExists$: () => (/* reexport */ dist_cjs/* BucketAlreadyExists$ */.h18),
  BucketAlreadyOwnedByYou: () => (/* reexport */ dist_cjs/* BucketAlreadyOwnedByYou */.gqn),
  BucketAlreadyOwnedByYou$: () => (/* reexport */ dist_cjs/* BucketAlreadyOwnedByYou$ */.Io4),
  BucketCannedACL: () => (/* reexport */ dist_cjs/* BucketCannedACL */.ul_),
  BucketInfo$: () => (/* reexport */ dist_cjs/* BucketInfo$ */.TlK),
  BucketLifecycleConfiguration$: () => (/* reexport */ dist_cjs/* BucketLifecycleConfiguration$ */.rKm),
  BucketLocationConstraint: () => (/* reexport */ dist_cjs/* BucketLocationConstraint */.x1L),
  BucketLoggingStatus$: () => (/* reexport */ dist_cjs/* BucketLoggingStatus$ */.oOz),
  BucketLogsPermission: () => (/* reexport */ dist_cjs/* BucketLogsPermission */.Z5F),
  BucketNamespace: () => (/* reexport */ dist_cjs/* BucketNamespace */.a1),
  BucketType: () => (/* reexport */ dist_cjs/* BucketType */.NPR),
  BucketVersioningStatus: () => (/* reexport */ dist_cjs/* BucketVersioningStatus */.tGn),
  CORSConfiguration$: () => (/* reexport */ dist_cjs/* CORSConfiguration$ */.iRN),
  CORSRule$: () => (/* reexport */ dist_cjs/* CORSRule$ */.s6m),
  CSVInput$: () => (/* reexport */ dist_cjs/* CSVInput$ */.lbf),
  CSVOutput$: () => (/* reexport */ dist_cjs/* CSVOutput$ */.oS2),
  Checksum$: () => (/* reexport */ dist_cjs/* Checksum$ */.EuQ),
  ChecksumAlgorithm: () => (/* reexport */ dist_cjs/* ChecksumAlgorithm */.VD4),
  ChecksumMode: () => (/* reexport */ dist_cjs/* ChecksumMode */.tKV),
  ChecksumType: () => (/* reexport */ dist_cjs/* ChecksumType */.y9L),
  CommonPrefix$: () => (/* reexport */ dist_cjs/* CommonPrefix$ */.UHR),
  CompleteMultipartUpload$: () => (/* reexport */ dist_cjs/* CompleteMultipartUpload$ */.p4g),
  CompleteMultipartUploadCommand: () => (/* reexport */ dist_cjs/* CompleteMultipartUploadCommand */.Gym),
  CompleteMultipartUploadOutput$: () => (/* reexport */ dist_cjs/* CompleteMultipartUploadOutput$ */.EsV),
  CompleteMultipartUploadRequest$: () => (/* reexport */ dist_cjs/* CompleteMultipartUploadRequest$ */.C6e),
  CompletedMultipartUpload$: () => (/* reexport */ dist_cjs/* CompletedMultipartUpload$ */.$31),
  CompletedPart$: () => (/* reexport */ dist_cjs/* CompletedPart$ */.n7k),
  CompressionType: () => (/* reexport */ dist_cjs/* CompressionType */.jfm),
  Condition$: () => (/* reexport */ dist_cjs/* Condition$ */.CTq),
  ContinuationEvent$: () => (/* reexport */ dist_cjs/* ContinuationEvent$ */.cSN),
  CopyObject$: () => (/* reexport */ dist_cjs/* CopyObject$ */.xmu),
  CopyObjectCommand: () => (/* reexport */ dist_cjs/* CopyObjectCommand */.s9Z),
  CopyObjectOutput$: () => (/* reexport */ dist_cjs/* CopyObjectOutput$ */.Ayg),
  CopyObjectRequest$: () => (/* reexport */ dist_cjs/* CopyObjectRequest$ */.Yj6),
  CopyObjectResult$: () => (/* reexport */ dist_cjs/* CopyObjectResult$ */.c6I),
  CopyPartResult$: () => (/* reexport */ dist_cjs/* CopyPartResult$ */.OQo),
  CreateBucket$: () => (/* reexport */ dist_cjs/* CreateBucket$ */.lKK),
  CreateBucketCommand: () => (/* reexport */ dist_cjs/* CreateBucketCommand */.cZX),
  CreateBucketConfiguration$: () => (/* reexport */ dist_cjs/* CreateBucketConfiguration$ */.p_F),
  CreateBucketMetadataConfiguration$: () => (/* reexport */ dist_cjs/* CreateBucketMetadataConfiguration$ */.YZR),
  CreateBucketMetadataConfigurationCommand: () => (/* reexport */ dist_cjs/* CreateBucketMetadataConfigurationCommand */.li2),
  CreateBucketMetadataConfigurationRequest$: () => (/* reexport */ dist_cjs/* CreateBucketMetadataConfigurationRequest$ */.bQP),
  CreateBucketMetadataTableConfiguration$: () => (/* reexport */ dist_cjs/* CreateBucketMetadataTableConfiguration$ */.IP2),
  CreateBucketMetadataTableConfigurationCommand: () => (/* reexport */ dist_cjs/* CreateBucketMetadataTableConfigurationCommand */.V4q),
  CreateBucketMetadataTableConfigurationRequest$: () => (/* reexport */ dist_cjs/* CreateBucketMetadataTableConfigurationRequest$ */.rCW),
  CreateBucketOutput$: () => (/* reexport */ dist_cjs/* CreateBucketOutput$ */._dZ),
  CreateBucketRequest$: () => (/* reexport */ dist_cjs/* CreateBucketRequest$ */.qww),
  CreateMultipartUpload$: () => (/* reexport */ dist_cjs/* CreateMultipartUpload$ */.uP1),
  CreateMultipartUploadCommand: () => (/* reexport */ dist_cjs/* CreateMultipartUploadCommand */.nG4),
  CreateMultipartUploadOutput$: () => (/* reexport */ dist_cjs/* CreateMultipartUploadOutput$ */.Fk3),
  CreateMultipartUploadRequest$: () => (/* reexport */ dist_cjs/* CreateMultipartUploadRequest$ */.vpB),
  CreateSession$: () => (/* reexport */ dist_cjs/* CreateSession$ */.Nsl),
  CreateSessionCommand: () => (/* reexport */ dist_cjs/* CreateSessionCommand */.QVt),
  CreateSessionOutput$: () => (/* reexport */ dist_cjs/* CreateSessionOutput$ */.eZ2),
  CreateSessionRequest$: () => (/* reexport */ dist_cjs/* CreateSessionRequest$ */.sBx),
  DataRedundancy: () => (/* reexport */ dist_cjs/* DataRedundancy */.yNO),
  DefaultRetention$: () => (/* reexport */ dist_cjs/* DefaultRetention$ */.gh5),
  Delete$: () => (/* reexport */ dist_cjs/* Delete$ */.cYk),
  DeleteBucket$: () => (/* reexport */ dist_cjs/* DeleteBucket$ */.CAp),
  DeleteBucketAnalyticsConfiguration$: () => (/* reexport */ dist_cjs/* DeleteBucketAnalyticsConfiguration$ */.wwp),
  DeleteBucketAnalyticsConfigurationCommand: () => (/* reexport */ dist_cjs/* DeleteBucketAnalyticsConfigurationCommand */.jg7),
  DeleteBucketAnalyticsConfigurationRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketAnalyticsConfigurationRequest$ */.jbd),
  DeleteBucketCommand: () => (/* reexport */ dist_cjs/* DeleteBucketCommand */.H19),
  DeleteBucketCors$: () => (/* reexport */ dist_cjs/* DeleteBucketCors$ */.Bj8),
  DeleteBucketCorsCommand: () => (/* reexport */ dist_cjs/* DeleteBucketCorsCommand */._hu),
  DeleteBucketCorsRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketCorsRequest$ */._NT),
  DeleteBucketEncryption$: () => (/* reexport */ dist_cjs/* DeleteBucketEncryption$ */.plt),
  DeleteBucketEncryptionCommand: () => (/* reexport */ dist_cjs/* DeleteBucketEncryptionCommand */.Ein),
  DeleteBucketEncryptionRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketEncryptionRequest$ */.EO9),
  DeleteBucketIntelligentTieringConfiguration$: () => (/* reexport */ dist_cjs/* DeleteBucketIntelligentTieringConfiguration$ */.D7j),
  DeleteBucketIntelligentTieringConfigurationCommand: () => (/* reexport */ dist_cjs/* DeleteBucketIntelligentTieringConfigurationCommand */.CgP),
  DeleteBucketIntelligentTieringConfigurationRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketIntelligentTieringConfigurationRequest$ */.yOm),
  DeleteBucketInventoryConfiguration$: () => (/* reexport */ dist_cjs/* DeleteBucketInventoryConfiguration$ */.cAw),
  DeleteBucketInventoryConfigurationCommand: () => (/* reexport */ dist_cjs/* DeleteBucketInventoryConfigurationCommand */.fA),
  DeleteBucketInventoryConfigurationRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketInventoryConfigurationRequest$ */.Ba_),
  DeleteBucketLifecycle$: () => (/* reexport */ dist_cjs/* DeleteBucketLifecycle$ */.OMP),
  DeleteBucketLifecycleCommand: () => (/* reexport */ dist_cjs/* DeleteBucketLifecycleCommand */.nzf),
  DeleteBucketLifecycleRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketLifecycleRequest$ */.Tup),
  DeleteBucketMetadataConfiguration$: () => (/* reexport */ dist_cjs/* DeleteBucketMetadataConfiguration$ */.LMG),
  DeleteBucketMetadataConfigurationCommand: () => (/* reexport */ dist_cjs/* DeleteBucketMetadataConfigurationCommand */.udW),
  DeleteBucketMetadataConfigurationRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketMetadataConfigurationRequest$ */.QA8),
  DeleteBucketMetadataTableConfiguration$: () => (/* reexport */ dist_cjs/* DeleteBucketMetadataTableConfiguration$ */.LtI),
  DeleteBucketMetadataTableConfigurationCommand: () => (/* reexport */ dist_cjs/* DeleteBucketMetadataTableConfigurationCommand */.oVz),
  DeleteBucketMetadataTableConfigurationRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketMetadataTableConfigurationRequest$ */.ayW),
  DeleteBucketMetricsConfiguration$: () => (/* reexport */ dist_cjs/* DeleteBucketMetricsConfiguration$ */.Npk),
  DeleteBucketMetricsConfigurationCommand: () => (/* reexport */ dist_cjs/* DeleteBucketMetricsConfigurationCommand */.cAh),
  DeleteBucketMetricsConfigurationRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketMetricsConfigurationRequest$ */.Uys),
  DeleteBucketOwnershipControls$: () => (/* reexport */ dist_cjs/* DeleteBucketOwnershipControls$ */.lcX),
  DeleteBucketOwnershipControlsCommand: () => (/* reexport */ dist_cjs/* DeleteBucketOwnershipControlsCommand */.yiV),
  DeleteBucketOwnershipControlsRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketOwnershipControlsRequest$ */.sL3),
  DeleteBucketPolicy$: () => (/* reexport */ dist_cjs/* DeleteBucketPolicy$ */.mHu),
  DeleteBucketPolicyCommand: () => (/* reexport */ dist_cjs/* DeleteBucketPolicyCommand */.dB7),
  DeleteBucketPolicyRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketPolicyRequest$ */.ZMz),
  DeleteBucketReplication$: () => (/* reexport */ dist_cjs/* DeleteBucketReplication$ */.iHA),
  DeleteBucketReplicationCommand: () => (/* reexport */ dist_cjs/* DeleteBucketReplicationCommand */.dT9),
  DeleteBucketReplicationRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketReplicationRequest$ */.DTK),
  DeleteBucketRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketRequest$ */.fMP),
  DeleteBucketTagging$: () => (/* reexport */ dist_cjs/* DeleteBucketTagging$ */.VQB),
  DeleteBucketTaggingCommand: () => (/* reexport */ dist_cjs/* DeleteBucketTaggingCommand */.Y3t),
  DeleteBucketTaggingRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketTaggingRequest$ */.Yhc),
  DeleteBucketWebsite$: () => (/* reexport */ dist_cjs/* DeleteBucketWebsite$ */.l$q),
  DeleteBucketWebsiteCommand: () => (/* reexport */ dist_cjs/* DeleteBucketWebsiteCommand */._9e),
  DeleteBucketWebsiteRequest$: () => (/* reexport */ dist_cjs/* DeleteBucketWebsiteRequest$ */.oYg),
  DeleteMarkerEntry$: () => (/* reexport */ dist_cjs/* DeleteMarkerEntry$ */.y8m),
  DeleteMarkerReplication$: () => (/* reexport */ dist_cjs/* DeleteMarkerReplication$ */.EAc),
  DeleteMarkerReplicationStatus: () => (/* reexport */ dist_cjs/* DeleteMarkerReplicationStatus */.aOL),
  DeleteObject$: () => (/* reexport */ dist_cjs/* DeleteObject$ */.$CM),
  DeleteObjectAnnotation$: () => (/* reexport */ dist_cjs/* DeleteObjectAnnotation$ */.cjD),
  DeleteObjectAnnotationCommand: () => (/* reexport */ dist_cjs/* DeleteObjectAnnotationCommand */.nli),
  DeleteObjectAnnotationOutput$: () => (/* reexport */ dist_cjs/* DeleteObjectAnnotationOutput$ */.L81),
  DeleteObjectAnnotationRequest$: () => (/* reexport */ dist_cjs/* DeleteObjectAnnotationRequest$ */.Bng),
  DeleteObjectCommand: () => (/* reexport */ dist_cjs/* DeleteObjectCommand */.k4j),
  DeleteObjectOutput$: () => (/* reexport */ dist_cjs/* DeleteObjectOutput$ */.ywM),
  DeleteObjectRequest$: () => (/* reexport */ dist_cjs/* DeleteObjectRequest$ */.UM2),
  DeleteObjectTagging$: () => (/* reexport */ dist_cjs/* DeleteObjectTagging$ */.AB1),
  DeleteObjectTaggingCommand: () => (/* reexport */ dist_cjs/* DeleteObjectTaggingCommand */.f1G),
  DeleteObjectTaggingOutput$: () => (/* reexport */ dist_cjs/* DeleteObjectTaggingOutput$ */.dz_),
  DeleteObjectTaggingRequest$: () => (/* reexport */ dist_cjs/* DeleteObjectTaggingRequest$ */.vic),
  DeleteObjects$: () => (/* reexport */ dist_cjs/* DeleteObjects$ */.AuS),
  DeleteObjectsCommand: () => (/* reexport */ dist_cjs/* DeleteObjectsCommand */.xvx),
  DeleteObjectsOutput$: () => (/* reexport */ dist_cjs/* DeleteObjectsOutput$ */.xcw),
  DeleteObjectsRequest$: () => (/* reexport */ dist_cjs/* DeleteObjectsRequest$ */.BIj),
  DeletePublicAccessBlock$: () => (/* reexport */ dist_cjs/* DeletePublicAccessBlock$ */.W3c),
  DeletePublicAccessBlockCommand: () => (/* reexport */ dist_cjs/* DeletePublicAccessBlockCommand */.x57),
  DeletePublicAccessBlockRequest$: () => (/* reexport */ dist_cjs/* DeletePublicAccessBlockRequest$ */.bLz),
  DeletedObject$: () => (/* reexport */ dist_cjs/* DeletedObject$ */.l7q),
  Destination$: () => (/* reexport */ dist_cjs/* Destination$ */.$fk),
  DestinationResult$: () => (/* reexport */ dist_cjs/* DestinationResult$ */.atS),
  EncodingType: () => (/* reexport */ dist_cjs/* EncodingType */.ScS),
  Encryption$: () => (/* reexport */ dist_cjs/* Encryption$ */.y47),
  EncryptionConfiguration$: () => (/* reexport */ dist_cjs/* EncryptionConfiguration$ */.YWT),
  EncryptionType: () => (/* reexport */ dist_cjs/* EncryptionType */.Qdi),
  EncryptionTypeMismatch: () => (/* reexport */ dist_cjs/* EncryptionTypeMismatch */.kDz),
  EncryptionTypeMismatch$: () => (/* reexport */ dist_cjs/* EncryptionTypeMismatch$ */.myk),
  EndEvent$: () => (/* reexport */ dist_cjs/* EndEvent$ */.Wl_),
  ErrorDetails$: () => (/* reexport */ dist_cjs/* ErrorDetails$ */.nez),
  ErrorDocument$: () => (/* reexport */ dist_cjs/* ErrorDocument$ */.E9e),
  Event: () => (/* reexport */ dist_cjs/* Event */.JhA),
  EventBridgeConfiguration$: () => (/* reexport */ dist_cjs/* EventBridgeConfiguration$ */.OSi),
  EventHoldDuration$: () => (/* reexport */ dist_cjs/* EventHoldDuration$ */.UGF),
  ExistingObjectReplication$: () => (/* reexport */ dist_cjs/* ExistingObjectReplication$ */.FSO),
  ExistingObjectReplicationStatus: () => (/* reexport */ dist_cjs/* ExistingObjectReplicationStatus */.ZE4),
  ExpirationState: () => (/* reexport */ dist_cjs/* ExpirationState */.dwp),
  ExpirationStatus: () => (/* reexport */ dist_cjs/* ExpirationStatus */.yby),
  ExpressionType: () => (/* reexport */ dist_cjs/* ExpressionType */.NRY),
  FileHeaderInfo: () => (/* reexport */ dist_cjs/* FileHeaderInfo */.Eyz),
  FilterRule$: () => (/* reexport */ dist_cjs/* FilterRule$ */.rUJ),
  FilterRuleName: () => (/* reexport */ dist_cjs/* FilterRuleName */.yTv),
  GetBucketAbac$: () => (/* reexport */ dist_cjs/* GetBucketAbac$ */.Gt0),
  GetBucketAbacCommand: () => (/* reexport */ dist_cjs/* GetBucketAbacCommand */.tt6),
  GetBucketAbacOutput$: () => (/* reexport */ dist_cjs/* GetBucketAbacOutput$ */.RSq),
  GetBucketAbacRequest$: () => (/* reexport */ dist_cjs/* GetBucketAbacRequest$ */.Jox),
  GetBucketAccelerateConfiguration$: () => (/* reexport */ dist_cjs/* GetBucketAccelerateConfiguration$ */.KBZ),
  GetBucketAccelerateConfigurationCommand: () => (/* reexport */ dist_cjs/* GetBucketAccelerateConfigurationCommand */.JX0),
  GetBucketAccelerateConfigurationOutput$: () => (/* reexport */ dist_cjs/* GetBucketAccelerateConfigurationOutput$ */.TRs),
  GetBucketAccelerateConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetBucketAccelerateConfigurationRequest$ */.DzY),
  GetBucketAcl$: () => (/* reexport */ dist_cjs/* GetBucketAcl$ */.r1N),
  GetBucketAclCommand: () => (/* reexport */ dist_cjs/* GetBucketAclCommand */.QPs),
  GetBucketAclOutput$: () => (/* reexport */ dist_cjs/* GetBucketAclOutput$ */.UQf),
  GetBucketAclRequest$: () => (/* reexport */ dist_cjs/* GetBucketAclRequest$ */.IX_),
  GetBucketAnalyticsConfiguration$: () => (/* reexport */ dist_cjs/* GetBucketAnalyticsConfiguration$ */.r90),
  GetBucketAnalyticsConfigurationCommand: () => (/* reexport */ dist_cjs/* GetBucketAnalyticsConfigurationCommand */.SEv),
  GetBucketAnalyticsConfigurationOutput$: () => (/* reexport */ dist_cjs/* GetBucketAnalyticsConfigurationOutput$ */.UI),
  GetBucketAnalyticsConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetBucketAnalyticsConfigurationRequest$ */.EFQ),
  GetBucketCors$: () => (/* reexport */ dist_cjs/* GetBucketCors$ */.MV3),
  GetBucketCorsCommand: () => (/* reexport */ dist_cjs/* GetBucketCorsCommand */.VeC),
  GetBucketCorsOutput$: () => (/* reexport */ dist_cjs/* GetBucketCorsOutput$ */.lxC),
  GetBucketCorsRequest$: () => (/* reexport */ dist_cjs/* GetBucketCorsRequest$ */.VJG),
  GetBucketEncryption$: () => (/* reexport */ dist_cjs/* GetBucketEncryption$ */.WSn),
  GetBucketEncryptionCommand: () => (/* reexport */ dist_cjs/* GetBucketEncryptionCommand */.tQT),
  GetBucketEncryptionOutput$: () => (/* reexport */ dist_cjs/* GetBucketEncryptionOutput$ */.HQM),
  GetBucketEncryptionRequest$: () => (/* reexport */ dist_cjs/* GetBucketEncryptionRequest$ */.LMh),
  GetBucketIntelligentTieringConfiguration$: () => (/* reexport */ dist_cjs/* GetBucketIntelligentTieringConfiguration$ */.qm9),
  GetBucketIntelligentTieringConfigurationCommand: () => (/* reexport */ dist_cjs/* GetBucketIntelligentTieringConfigurationCommand */.hSL),
  GetBucketIntelligentTieringConfigurationOutput$: () => (/* reexport */ dist_cjs/* GetBucketIntelligentTieringConfigurationOutput$ */.jE2),
  GetBucketIntelligentTieringConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetBucketIntelligentTieringConfigurationRequest$ */.tHJ),
  GetBucketInventoryConfiguration$: () => (/* reexport */ dist_cjs/* GetBucketInventoryConfiguration$ */.LL3),
  GetBucketInventoryConfigurationCommand: () => (/* reexport */ dist_cjs/* GetBucketInventoryConfigurationCommand */._qU),
  GetBucketInventoryConfigurationOutput$: () => (/* reexport */ dist_cjs/* GetBucketInventoryConfigurationOutput$ */.our),
  GetBucketInventoryConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetBucketInventoryConfigurationRequest$ */.Idb),
  GetBucketLifecycleConfiguration$: () => (/* reexport */ dist_cjs/* GetBucketLifecycleConfiguration$ */.btu),
  GetBucketLifecycleConfigurationCommand: () => (/* reexport */ dist_cjs/* GetBucketLifecycleConfigurationCommand */.iQ1),
  GetBucketLifecycleConfigurationOutput$: () => (/* reexport */ dist_cjs/* GetBucketLifecycleConfigurationOutput$ */.Cxh),
  GetBucketLifecycleConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetBucketLifecycleConfigurationRequest$ */.qgx),
  GetBucketLocation$: () => (/* reexport */ dist_cjs/* GetBucketLocation$ */.AKE),
  GetBucketLocationCommand: () => (/* reexport */ dist_cjs/* GetBucketLocationCommand */.r_J),
  GetBucketLocationOutput$: () => (/* reexport */ dist_cjs/* GetBucketLocationOutput$ */.xYN),
  GetBucketLocationRequest$: () => (/* reexport */ dist_cjs/* GetBucketLocationRequest$ */.JgJ),
  GetBucketLogging$: () => (/* reexport */ dist_cjs/* GetBucketLogging$ */.eP2),
  GetBucketLoggingCommand: () => (/* reexport */ dist_cjs/* GetBucketLoggingCommand */.Bdv),
  GetBucketLoggingOutput$: () => (/* reexport */ dist_cjs/* GetBucketLoggingOutput$ */.DvF),
  GetBucketLoggingRequest$: () => (/* reexport */ dist_cjs/* GetBucketLoggingRequest$ */.jjb),
  GetBucketMetadataConfiguration$: () => (/* reexport */ dist_cjs/* GetBucketMetadataConfiguration$ */.Kdy),
  GetBucketMetadataConfigurationCommand: () => (/* reexport */ dist_cjs/* GetBucketMetadataConfigurationCommand */.RTJ),
  GetBucketMetadataConfigurationOutput$: () => (/* reexport */ dist_cjs/* GetBucketMetadataConfigurationOutput$ */.ZQz),
  GetBucketMetadataConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetBucketMetadataConfigurationRequest$ */.bRe),
  GetBucketMetadataConfigurationResult$: () => (/* reexport */ dist_cjs/* GetBucketMetadataConfigurationResult$ */.jDm),
  GetBucketMetadataTableConfiguration$: () => (/* reexport */ dist_cjs/* GetBucketMetadataTableConfiguration$ */.wMk),
  GetBucketMetadataTableConfigurationCommand: () => (/* reexport */ dist_cjs/* GetBucketMetadataTableConfigurationCommand */.txJ),
  GetBucketMetadataTableConfigurationOutput$: () => (/* reexport */ dist_cjs/* GetBucketMetadataTableConfigurationOutput$ */.xgj),
  GetBucketMetadataTableConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetBucketMetadataTableConfigurationRequest$ */.DZL),
  GetBucketMetadataTableConfigurationResult$: () => (/* reexport */ dist_cjs/* GetBucketMetadataTableConfigurationResult$ */.tCC),
  GetBucketMetricsConfiguration$: () => (/* reexport */ dist_cjs/* GetBucketMetricsConfiguration$ */.eEh),
  GetBucketMetricsConfigurationCommand: () => (/* reexport */ dist_cjs/* GetBucketMetricsConfigurationCommand */.j5_),
  GetBucketMetricsConfigurationOutput$: () => (/* reexport */ dist_cjs/* GetBucketMetricsConfigurationOutput$ */.ZV4),
  GetBucketMetricsConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetBucketMetricsConfigurationRequest$ */.Fp4),
  GetBucketNotificationConfiguration$: () => (/* reexport */ dist_cjs/* GetBucketNotificationConfiguration$ */.SQT),
  GetBucketNotificationConfigurationCommand: () => (/* reexport */ dist_cjs/* GetBucketNotificationConfigurationCommand */.zP$),
  GetBucketNotificationConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetBucketNotificationConfigurationRequest$ */.Rf1),
  GetBucketOwnershipControls$: () => (/* reexport */ dist_cjs/* GetBucketOwnershipControls$ */.kh),
  GetBucketOwnershipControlsCommand: () => (/* reexport */ dist_cjs/* GetBucketOwnershipControlsCommand */.$rC),
  GetBucketOwnershipControlsOutput$: () => (/* reexport */ dist_cjs/* GetBucketOwnershipControlsOutput$ */.NFR),
  GetBucketOwnershipControlsRequest$: () => (/* reexport */ dist_cjs/* GetBucketOwnershipControlsRequest$ */.p9S),
  GetBucketPolicy$: () => (/* reexport */ dist_cjs/* GetBucketPolicy$ */.dyb),
  GetBucketPolicyCommand: () => (/* reexport */ dist_cjs/* GetBucketPolicyCommand */.mCJ),
  GetBucketPolicyOutput$: () => (/* reexport */ dist_cjs/* GetBucketPolicyOutput$ */.uR3),
  GetBucketPolicyRequest$: () => (/* reexport */ dist_cjs/* GetBucketPolicyRequest$ */.sRb),
  GetBucketPolicyStatus$: () => (/* reexport */ dist_cjs/* GetBucketPolicyStatus$ */.rwb),
  GetBucketPolicyStatusCommand: () => (/* reexport */ dist_cjs/* GetBucketPolicyStatusCommand */.y3E),
  GetBucketPolicyStatusOutput$: () => (/* reexport */ dist_cjs/* GetBucketPolicyStatusOutput$ */._On),
  GetBucketPolicyStatusRequest$: () => (/* reexport */ dist_cjs/* GetBucketPolicyStatusRequest$ */.qpp),
  GetBucketReplication$: () => (/* reexport */ dist_cjs/* GetBucketReplication$ */.nC),
  GetBucketReplicationCommand: () => (/* reexport */ dist_cjs/* GetBucketReplicationCommand */.qJf),
  GetBucketReplicationOutput$: () => (/* reexport */ dist_cjs/* GetBucketReplicationOutput$ */.KGy),
  GetBucketReplicationRequest$: () => (/* reexport */ dist_cjs/* GetBucketReplicationRequest$ */.ahO),
  GetBucketRequestPayment$: () => (/* reexport */ dist_cjs/* GetBucketRequestPayment$ */.MXg),
  GetBucketRequestPaymentCommand: () => (/* reexport */ dist_cjs/* GetBucketRequestPaymentCommand */.Tbr),
  GetBucketRequestPaymentOutput$: () => (/* reexport */ dist_cjs/* GetBucketRequestPaymentOutput$ */.p$U),
  GetBucketRequestPaymentRequest$: () => (/* reexport */ dist_cjs/* GetBucketRequestPaymentRequest$ */.fOz),
  GetBucketTagging$: () => (/* reexport */ dist_cjs/* GetBucketTagging$ */.E3U),
  GetBucketTaggingCommand: () => (/* reexport */ dist_cjs/* GetBucketTaggingCommand */.fp5),
  GetBucketTaggingOutput$: () => (/* reexport */ dist_cjs/* GetBucketTaggingOutput$ */.lBI),
  GetBucketTaggingRequest$: () => (/* reexport */ dist_cjs/* GetBucketTaggingRequest$ */.reZ),
  GetBucketVersioning$: () => (/* reexport */ dist_cjs/* GetBucketVersioning$ */.fSX),
  GetBucketVersioningCommand: () => (/* reexport */ dist_cjs/* GetBucketVersioningCommand */._rj),
  GetBucketVersioningOutput$: () => (/* reexport */ dist_cjs/* GetBucketVersioningOutput$ */.MPH),
  GetBucketVersioningRequest$: () => (/* reexport */ dist_cjs/* GetBucketVersioningRequest$ */.mrt),
  GetBucketWebsite$: () => (/* reexport */ dist_cjs/* GetBucketWebsite$ */.e3C),
  GetBucketWebsiteCommand: () => (/* reexport */ dist_cjs/* GetBucketWebsiteCommand */.Jn),
  GetBucketWebsiteOutput$: () => (/* reexport */ dist_cjs/* GetBucketWebsiteOutput$ */.PvS),
  GetBucketWebsiteRequest$: () => (/* reexport */ dist_cjs/* GetBucketWebsiteRequest$ */.ho6),
  GetObject$: () => (/* reexport */ dist_cjs/* GetObject$ */.iKp),
  GetObjectAcl$: () => (/* reexport */ dist_cjs/* GetObjectAcl$ */.gPv),
  GetObjectAclCommand: () => (/* reexport */ dist_cjs/* GetObjectAclCommand */.hsf),
  GetObjectAclOutput$: () => (/* reexport */ dist_cjs/* GetObjectAclOutput$ */.l9y),
  GetObjectAclRequest$: () => (/* reexport */ dist_cjs/* GetObjectAclRequest$ */.tlG),
  GetObjectAnnotation$: () => (/* reexport */ dist_cjs/* GetObjectAnnotation$ */.Dy1),
  GetObjectAnnotationCommand: () => (/* reexport */ dist_cjs/* GetObjectAnnotationCommand */.Mg5),
  GetObjectAnnotationOutput$: () => (/* reexport */ dist_cjs/* GetObjectAnnotationOutput$ */.eCY),
  GetObjectAnnotationRequest$: () => (/* reexport */ dist_cjs/* GetObjectAnnotationRequest$ */.Mkx),
  GetObjectAttributes$: () => (/* reexport */ dist_cjs/* GetObjectAttributes$ */.Z5o),
  GetObjectAttributesCommand: () => (/* reexport */ dist_cjs/* GetObjectAttributesCommand */.cgf),
  GetObjectAttributesOutput$: () => (/* reexport */ dist_cjs/* GetObjectAttributesOutput$ */.KcL),
  GetObjectAttributesParts$: () => (/* reexport */ dist_cjs/* GetObjectAttributesParts$ */.ji7),
  GetObjectAttributesRequest$: () => (/* reexport */ dist_cjs/* GetObjectAttributesRequest$ */.KlA),
  GetObjectCommand: () => (/* reexport */ dist_cjs/* GetObjectCommand */.jLs),
  GetObjectLegalHold$: () => (/* reexport */ dist_cjs/* GetObjectLegalHold$ */.EHS),
  GetObjectLegalHoldCommand: () => (/* reexport */ dist_cjs/* GetObjectLegalHoldCommand */.v5H),
  GetObjectLegalHoldOutput$: () => (/* reexport */ dist_cjs/* GetObjectLegalHoldOutput$ */.lXi),
  GetObjectLegalHoldRequest$: () => (/* reexport */ dist_cjs/* GetObjectLegalHoldRequest$ */.XY8),
  GetObjectLockConfiguration$: () => (/* reexport */ dist_cjs/* GetObjectLockConfiguration$ */.v3g),
  GetObjectLockConfigurationCommand: () => (/* reexport */ dist_cjs/* GetObjectLockConfigurationCommand */.mU1),
  GetObjectLockConfigurationOutput$: () => (/* reexport */ dist_cjs/* GetObjectLockConfigurationOutput$ */.u5w),
  GetObjectLockConfigurationRequest$: () => (/* reexport */ dist_cjs/* GetObjectLockConfigurationRequest$ */.Qn3),
  GetObjectOutput$: () => (/* reexport */ dist_cjs/* GetObjectOutput$ */.D0N),
  GetObjectRequest$: () => (/* reexport */ dist_cjs/* GetObjectRequest$ */.Nh2),
  GetObjectRetention$: () => (/* reexport */ dist_cjs/* GetObjectRetention$ */.Ae9),
  GetObjectRetentionCommand: () => (/* reexport */ dist_cjs/* GetObjectRetentionCommand */.zsK),
  GetObjectRetentionOutput$: () => (/* reexport */ dist_cjs/* GetObjectRetentionOutput$ */.f9M),
  GetObjectRetentionRequest$: () => (/* reexport */ dist_cjs/* GetObjectRetentionRequest$ */.NaV),
  GetObjectTagging$: () => (/* reexport */ dist_cjs/* GetObjectTagging$ */.Z4s),
  GetObjectTaggingCommand: () => (/* reexport */ dist_cjs/* GetObjectTaggingCommand */.u4b),
  GetObjectTaggingOutput$: () => (/* reexport */ dist_cjs/* GetObjectTaggingOutput$ */.cor),
  GetObjectTaggingRequest$: () => (/* reexport */ dist_cjs/* GetObjectTaggingRequest$ */.Yde),
  GetObjectTorrent$: () => (/* reexport */ dist_cjs/* GetObjectTorrent$ */.GXC),
  GetObjectTorrentCommand: () => (/* reexport */ dist_cjs/* GetObjectTorrentCommand */.FNP),
  GetObjectTorrentOutput$: () => (/* reexport */ dist_cjs/* GetObjectTorrentOutput$ */.bD5),
  GetObjectTorrentRequest$: () => (/* reexport */ dist_cjs/* GetObjectTorrentRequest$ */.pUs),
  GetPublicAccessBlock$: () => (/* reexport */ dist_cjs/* GetPublicAccessBlock$ */.ri8),
  GetPublicAccessBlockCommand: () => (/* reexport */ dist_cjs/* GetPublicAccessBlockCommand */.GLk),
  GetPublicAccessBlockOutput$: () => (/* reexport */ dist_cjs/* GetPublicAccessBlockOutput$ */.y4o),
  GetPublicAccessBlockRequest$: () => (/* reexport */ dist_cjs/* GetPublicAccessBlockRequest$ */.iPq),
  GlacierJobParameters$: () => (/* reexport */ dist_cjs/* GlacierJobParameters$ */.fiQ),
  Grant$: () => (/* reexport */ dist_cjs/* Grant$ */.FZ7),
  Grantee$: () => (/* reexport */ dist_cjs/* Grantee$ */.Fs1),
  HeadBucket$: () => (/* reexport */ dist_cjs/* HeadBucket$ */.NDZ),
  HeadBucketCommand: () => (/* reexport */ dist_cjs/* HeadBucketCommand */.kuI),
  HeadBucketOutput$: () => (/* reexport */ dist_cjs/* HeadBucketOutput$ */.KiX),
  HeadBucketRequest$: () => (/* reexport */ dist_cjs/* HeadBucketRequest$ */.aFu),
  HeadObject$: () => (/* reexport */ dist_cjs/* HeadObject$ */.QdX),
  HeadObjectCommand: () => (/* reexport */ dist_cjs/* HeadObjectCommand */.l81),
  HeadObjectOutput$: () => (/* reexport */ dist_cjs/* HeadObjectOutput$ */.zir),
  HeadObjectRequest$: () => (/* reexport */ dist_cjs/* HeadObjectRequest$ */.j69),
  IdempotencyParameterMismatch: () => (/* reexport */ dist_cjs/* IdempotencyParameterMismatch */.n9_),
  IdempotencyParameterMismatch$: () => (/* reexport */ dist_cjs/* IdempotencyParameterMismatch$ */.FX5),
  IndexDocument$: () => (/* reexport */ dist_cjs/* IndexDocument$ */.YK4),
  Initiator$: () => (/* reexport */ dist_cjs/* Initiator$ */.wmy),
  InputSerialization$: () => (/* reexport */ dist_cjs/* InputSerialization$ */.zOQ),
  IntelligentTieringAccessTier: () => (/* reexport */ dist_cjs/* IntelligentTieringAccessTier */.QJC),
  IntelligentTieringAndOperator$: () => (/* reexport */ dist_cjs/* IntelligentTieringAndOperator$ */.DzP),
  IntelligentTieringConfiguration$: () => (/* reexport */ dist_cjs/* IntelligentTieringConfiguration$ */.YX8),
  IntelligentTieringFilter$: () => (/* reexport */ dist_cjs/* IntelligentTieringFilter$ */.E5D),
  IntelligentTieringStatus: () => (/* reexport */ dist_cjs/* IntelligentTieringStatus */.A9J),
  InvalidAnnotationName: () => (/* reexport */ dist_cjs/* InvalidAnnotationName */.Cz2),
  InvalidAnnotationName$: () => (/* reexport */ dist_cjs/* InvalidAnnotationName$ */.uLY),
  InvalidObjectState: () => (/* reexport */ dist_cjs/* InvalidObjectState */.Afm),
  InvalidObjectState$: () => (/* reexport */ dist_cjs/* InvalidObjectState$ */.Oof),
  InvalidPrefix: () => (/* reexport */ dist_cjs/* InvalidPrefix */.aE1),
  InvalidPrefix$: () => (/* reexport */ dist_cjs/* InvalidPrefix$ */.E3u),
  InvalidRequest: () => (/* reexport */ dist_cjs/* InvalidRequest */.zhX),
  InvalidRequest$: () => (/* reexport */ dist_cjs/* InvalidRequest$ */.XAw),
  InvalidWriteOffset: () => (/* reexport */ dist_cjs/* InvalidWriteOffset */.gHd),
  InvalidWriteOffset$: () => (/* reexport */ dist_cjs/* InvalidWriteOffset$ */.sTS),
  InventoryConfiguration$: () => (/* reexport */ dist_cjs/* InventoryConfiguration$ */.L9x),
  InventoryConfigurationState: () => (/* reexport */ dist_cjs/* InventoryConfigurationState */.m_F),
  InventoryDestination$: () => (/* reexport */ dist_cjs/* InventoryDestination$ */.dzH),
  InventoryEncryption$: () => (/* reexport */ dist_cjs/* InventoryEncryption$ */.OL_),
  InventoryFilter$: () => (/* reexport */ dist_cjs/* InventoryFilter$ */.f4Z),
  InventoryFormat: () => (/* reexport */ dist_cjs/* InventoryFormat */.sXe),
  InventoryFrequency: () => (/* reexport */ dist_cjs/* InventoryFrequency */.hfg),
  InventoryIncludedObjectVersions: () => (/* reexport */ dist_cjs/* InventoryIncludedObjectVersions */.XX),
  InventoryOptionalField: () => (/* reexport */ dist_cjs/* InventoryOptionalField */.LzP),
  InventoryS3BucketDestination$: () => (/* reexport */ dist_cjs/* InventoryS3BucketDestination$ */.h$i),
  InventorySchedule$: () => (/* reexport */ dist_cjs/* InventorySchedule$ */.Sfm),
  InventoryTableConfiguration$: () => (/* reexport */ dist_cjs/* InventoryTableConfiguration$ */.d9u),
  InventoryTableConfigurationResult$: () => (/* reexport */ dist_cjs/* InventoryTableConfigurationResult$ */.yim),
  InventoryTableConfigurationUpdates$: () => (/* reexport */ dist_cjs/* InventoryTableConfigurationUpdates$ */.F75),
  JSONInput$: () => (/* reexport */ dist_cjs/* JSONInput$ */.n4z),
  JSONOutput$: () => (/* reexport */ dist_cjs/* JSONOutput$ */.wwU),
  JSONType: () => (/* reexport */ dist_cjs/* JSONType */.lPW),
  JournalTableConfiguration$: () => (/* reexport */ dist_cjs/* JournalTableConfiguration$ */.GBS),
  JournalTableConfigurationResult$: () => (/* reexport */ dist_cjs/* JournalTableConfigurationResult$ */.Nke),
  JournalTableConfigurationUpdates$: () => (/* reexport */ dist_cjs/* JournalTableConfigurationUpdates$ */.yeG),
  LambdaFunctionConfiguration$: () => (/* reexport */ dist_cjs/* LambdaFunctionConfiguration$ */.GGf),
  LifecycleExpiration$: () => (/* reexport */ dist_cjs/* LifecycleExpiration$ */.IaD),
  LifecycleRule$: () => (/* reexport */ dist_cjs/* LifecycleRule$ */.Jp9),
  LifecycleRuleAndOperator$: () => (/* reexport */ dist_cjs/* LifecycleRuleAndOperator$ */.oq3),
  LifecycleRuleFilter$: () => (/* reexport */ dist_cjs/* LifecycleRuleFilter$ */.N8r),
  ListBucketAnalyticsConfigurations$: () => (/* reexport */ dist_cjs/* ListBucketAnalyticsConfigurations$ */.qb7),
  ListBucketAnalyticsConfigurationsCommand: () => (/* reexport */ dist_cjs/* ListBucketAnalyticsConfigurationsCommand */.p3N),
  ListBucketAnalyticsConfigurationsOutput$: () => (/* reexport */ dist_cjs/* ListBucketAnalyticsConfigurationsOutput$ */.x0D),
  ListBucketAnalyticsConfigurationsRequest$: () => (/* reexport */ dist_cjs/* ListBucketAnalyticsConfigurationsRequest$ */.$9C),
  ListBucketIntelligentTieringConfigurations$: () => (/* reexport */ dist_cjs/* ListBucketIntelligentTieringConfigurations$ */.P32),
  ListBucketIntelligentTieringConfigurationsCommand: () => (/* reexport */ dist_cjs/* ListBucketIntelligentTieringConfigurationsCommand */.sRv),
  ListBucketIntelligentTieringConfigurationsOutput$: () => (/* reexport */ dist_cjs/* ListBucketIntelligentTieringConfigurationsOutput$ */.mps),
  ListBucketIntelligentTieringConfigurationsRequest$: () => (/* reexport */ dist_cjs/* ListBucketIntelligentTieringConfigurationsRequest$ */.YJm),
  ListBucketInventoryConfigurations$: () => (/* reexport */ dist_cjs/* ListBucketInventoryConfigurations$ */.ujL),
  ListBucketInventoryConfigurationsCommand: () => (/* reexport */ dist_cjs/* ListBucketInventoryConfigurationsCommand */.fm_),
  ListBucketInventoryConfigurationsOutput$: () => (/* reexport */ dist_cjs/* ListBucketInventoryConfigurationsOutput$ */.LXt),
  ListBucketInventoryConfigurationsRequest$: () => (/* reexport */ dist_cjs/* ListBucketInventoryConfigurationsRequest$ */.n7f),
  ListBucketMetricsConfigurations$: () => (/* reexport */ dist_cjs/* ListBucketMetricsConfigurations$ */.lmR),
  ListBucketMetricsConfigurationsCommand: () => (/* reexport */ dist_cjs/* ListBucketMetricsConfigurationsCommand */.Ceu),
  ListBucketMetricsConfigurationsOutput$: () => (/* reexport */ dist_cjs/* ListBucketMetricsConfigurationsOutput$ */.KtO),
  ListBucketMetricsConfigurationsRequest$: () => (/* reexport */ dist_cjs/* ListBucketMetricsConfigurationsRequest$ */.aw1),
  ListBuckets$: () => (/* reexport */ dist_cjs/* ListBuckets$ */._8h),
  ListBucketsCommand: () => (/* reexport */ dist_cjs/* ListBucketsCommand */.$Lo),
  ListBucketsOutput$: () => (/* reexport */ dist_cjs/* ListBucketsOutput$ */.RLW),
  ListBucketsRequest$: () => (/* reexport */ dist_cjs/* ListBucketsRequest$ */.vaV),
  ListDirectoryBuckets$: () => (/* reexport */ dist_cjs/* ListDirectoryBuckets$ */.dAN),
  ListDirectoryBucketsCommand: () => (/* reexport */ dist_cjs/* ListDirectoryBucketsCommand */.eYs),
  ListDirectoryBucketsOutput$: () => (/* reexport */ dist_cjs/* ListDirectoryBucketsOutput$ */.UkB),
  ListDirectoryBucketsRequest$: () => (/* reexport */ dist_cjs/* ListDirectoryBucketsRequest$ */.uw),
  ListMultipartUploads$: () => (/* reexport */ dist_cjs/* ListMultipartUploads$ */.RgL),
  ListMultipartUploadsCommand: () => (/* reexport */ dist_cjs/* ListMultipartUploadsCommand */.mo2),
  ListMultipartUploadsOutput$: () => (/* reexport */ dist_cjs/* ListMultipartUploadsOutput$ */.E6E),
  ListMultipartUploadsRequest$: () => (/* reexport */ dist_cjs/* ListMultipartUploadsRequest$ */.Uh8),
  ListObjectAnnotations$: () => (/* reexport */ dist_cjs/* ListObjectAnnotations$ */.imu),
  ListObjectAnnotationsCommand: () => (/* reexport */ dist_cjs/* ListObjectAnnotationsCommand */.ftQ),
  ListObjectAnnotationsOutput$: () => (/* reexport */ dist_cjs/* ListObjectAnnotationsOutput$ */.xLQ),
  ListObjectAnnotationsRequest$: () => (/* reexport */ dist_cjs/* ListObjectAnnotationsRequest$ */.hFg),
  ListObjectVersions$: () => (/* reexport */ dist_cjs/* ListObjectVersions$ */.L$x),
  ListObjectVersionsCommand: () => (/* reexport */ dist_cjs/* ListObjectVersionsCommand */.uc$),
  ListObjectVersionsOutput$: () => (/* reexport */ dist_cjs/* ListObjectVersionsOutput$ */.wgQ),
  ListObjectVersionsRequest$: () => (/* reexport */ dist_cjs/* ListObjectVersionsRequest$ */.KMJ),
  ListObjects$: () => (/* reexport */ dist_cjs/* ListObjects$ */.h_9),
  ListObjectsCommand: () => (/* reexport */ dist_cjs/* ListObjectsCommand */.Wc7),
  ListObjectsOutput$: () => (/* reexport */ dist_cjs/* ListObjectsOutput$ */.uVC),
  ListObjectsRequest$: () => (/* reexport */ dist_cjs/* ListObjectsRequest$ */.S4E),
  ListObjectsV2$: () => (/* reexport */ dist_cjs/* ListObjectsV2$ */.FWN),
  ListObjectsV2Command: () => (/* reexport */ dist_cjs/* ListObjectsV2Command */.u6x),
  ListObjectsV2Output$: () => (/* reexport */ dist_cjs/* ListObjectsV2Output$ */.OJi),
  ListObjectsV2Request$: () => (/* reexport */ dist_cjs/* ListObjectsV2Request$ */.wJU),
  ListParts$: () => (/* reexport */ dist_cjs/* ListParts$ */.xrC),
  ListPartsCommand: () => (/* reexport */ dist_cjs/* ListPartsCommand */.m9c),
  ListPartsOutput$: () => (/* reexport */ dist_cjs/* ListPartsOutput$ */.Gs8),
  ListPartsRequest$: () => (/* reexport */ dist_cjs/* ListPartsRequest$ */._fx),
  LocationInfo$: () => (/* reexport */ dist_cjs/* LocationInfo$ */._nn),
  LocationType: () => (/* reexport */ dist_cjs/* LocationType */.iF6),
  LoggingEnabled$: () => (/* reexport */ dist_cjs/* LoggingEnabled$ */.Jgb),
  MFADelete: () => (/* reexport */ dist_cjs/* MFADelete */.Uwp),
  MFADeleteStatus: () => (/* reexport */ dist_cjs/* MFADeleteStatus */.u2w),
  MetadataConfiguration$: () => (/* reexport */ dist_cjs/* MetadataConfiguration$ */.iv9),
  MetadataConfigurationResult$: () => (/* reexport */ dist_cjs/* MetadataConfigurationResult$ */.flS),
  MetadataDirective: () => (/* reexport */ dist_cjs/* MetadataDirective */.XPl),
  MetadataEntry$: () => (/* reexport */ dist_cjs/* MetadataEntry$ */.InL),
  MetadataTableConfiguration$: () => (/* reexport */ dist_cjs/* MetadataTableConfiguration$ */.itx),
  MetadataTableConfigurationResult$: () => (/* reexport */ dist_cjs/* MetadataTableConfigurationResult$ */.Zuf),
  MetadataTableEncryptionConfiguration$: () => (/* reexport */ dist_cjs/* MetadataTableEncryptionConfiguration$ */.PQs),
  Metrics$: () => (/* reexport */ dist_cjs/* Metrics$ */.gcx),
  MetricsAndOperator$: () => (/* reexport */ dist_cjs/* MetricsAndOperator$ */.t47),
  MetricsConfiguration$: () => (/* reexport */ dist_cjs/* MetricsConfiguration$ */.amD),
  MetricsFilter$: () => (/* reexport */ dist_cjs/* MetricsFilter$ */.MT$),
  MetricsStatus: () => (/* reexport */ dist_cjs/* MetricsStatus */.QLY),
  MultipartUpload$: () => (/* reexport */ dist_cjs/* MultipartUpload$ */.uv$),
  NoSuchAnnotation: () => (/* reexport */ dist_cjs/* NoSuchAnnotation */.S4I),
  NoSuchAnnotation$: () => (/* reexport */ dist_cjs/* NoSuchAnnotation$ */.mMm),
  NoSuchBucket: () => (/* reexport */ dist_cjs/* NoSuchBucket */.TQ0),
  NoSuchBucket$: () => (/* reexport */ dist_cjs/* NoSuchBucket$ */.Pjc),
  NoSuchKey: () => (/* reexport */ dist_cjs/* NoSuchKey */._kG),
  NoSuchKey$: () => (/* reexport */ dist_cjs/* NoSuchKey$ */.sZs),
  NoSuchUpload: () => (/* reexport */ dist_cjs/* NoSuchUpload */.U7m),
  NoSuchUpload$: () => (/* reexport */ dist_cjs/* NoSuchUpload$ */.agu),
  NoncurrentVersionExpiration$: () => (/* reexport */ dist_cjs/* NoncurrentVersionExpiration$ */.Kxq),
  NoncurrentVersionTransition$: () => (/* reexport */ dist_cjs/* NoncurrentVersionTransition$ */.u2C),
  NotFound: () => (/* reexport */ dist_cjs/* NotFound */.Mku),
  NotFound$: () => (/* reexport */ dist_cjs/* NotFound$ */.U_K),
  NotificationConfiguration$: () => (/* reexport */ dist_cjs/* NotificationConfiguration$ */.MlI),
  NotificationConfigurationFilter$: () => (/* reexport */ dist_cjs/* NotificationConfigurationFilter$ */._rb),
  ObjectAlreadyInActiveTierError: () => (/* reexport */ dist_cjs/* ObjectAlreadyInActiveTierError */.pNJ),
  ObjectAlreadyInActiveTierError$: () => (/* reexport */ dist_cjs/* ObjectAlreadyInActiveTierError$ */.$3V),
  ObjectAttributes: () => (/* reexport */ dist_cjs/* ObjectAttributes */.FLK),
  ObjectCannedACL: () => (/* reexport */ dist_cjs/* ObjectCannedACL */.vLA),
  ObjectEncryption$: () => (/* reexport */ dist_cjs/* ObjectEncryption$ */.fbO),
  ObjectIdentifier$: () => (/* reexport */ dist_cjs/* ObjectIdentifier$ */.hLG),
  ObjectLockConfiguration$: () => (/* reexport */ dist_cjs/* ObjectLockConfiguration$ */.PAD),
  ObjectLockEnabled: () => (/* reexport */ dist_cjs/* ObjectLockEnabled */.GhV),
  ObjectLockEventHold: () => (/* reexport */ dist_cjs/* ObjectLockEventHold */.efE),
  ObjectLockLegalHold$: () => (/* reexport */ dist_cjs/* ObjectLockLegalHold$ */.BEA),
  ObjectLockLegalHoldStatus: () => (/* reexport */ dist_cjs/* ObjectLockLegalHoldStatus */.nlZ),
  ObjectLockMode: () => (/* reexport */ dist_cjs/* ObjectLockMode */.ynf),
  ObjectLockRetention$: () => (/* reexport */ dist_cjs/* ObjectLockRetention$ */.$mq),
  ObjectLockRetentionMode: () => (/* reexport */ dist_cjs/* ObjectLockRetentionMode */._Hg),
  ObjectLockRule$: () => (/* reexport */ dist_cjs/* ObjectLockRule$ */.F4l),
  ObjectNotInActiveTierError: () => (/* reexport */ dist_cjs/* ObjectNotInActiveTierError */.Cw5),
  ObjectNotInActiveTierError$: () => (/* reexport */ dist_cjs/* ObjectNotInActiveTierError$ */.g9N),
  ObjectOwnership: () => (/* reexport */ dist_cjs/* ObjectOwnership */.pLB),
  ObjectPart$: () => (/* reexport */ dist_cjs/* ObjectPart$ */.j9m),
  ObjectStorageClass: () => (/* reexport */ dist_cjs/* ObjectStorageClass */.tO6),
  ObjectVersion$: () => (/* reexport */ dist_cjs/* ObjectVersion$ */.wYe),
  ObjectVersionStorageClass: () => (/* reexport */ dist_cjs/* ObjectVersionStorageClass */.tkq),
  OptionalObjectAttributes: () => (/* reexport */ dist_cjs/* OptionalObjectAttributes */.r0$),
  OutputLocation$: () => (/* reexport */ dist_cjs/* OutputLocation$ */.ZcA),
  OutputSerialization$: () => (/* reexport */ dist_cjs/* OutputSerialization$ */.m83),
  Owner$: () => (/* reexport */ dist_cjs/* Owner$ */.KkM),
  OwnerOverride: () => (/* reexport */ dist_cjs/* OwnerOverride */.slj),
  OwnershipControls$: () => (/* reexport */ dist_cjs/* OwnershipControls$ */.Wg1),
  OwnershipControlsRule$: () => (/* reexport */ dist_cjs/* OwnershipControlsRule$ */.Aag),
  ParquetInput$: () => (/* reexport */ dist_cjs/* ParquetInput$ */.rMg),
  Part$: () => (/* reexport */ dist_cjs/* Part$ */.Mxe),
  PartitionDateSource: () => (/* reexport */ dist_cjs/* PartitionDateSource */.O4V),
  PartitionedPrefix$: () => (/* reexport */ dist_cjs/* PartitionedPrefix$ */.mkZ),
  Payer: () => (/* reexport */ dist_cjs/* Payer */._J6),
  Permission: () => (/* reexport */ dist_cjs/* Permission */.aXG),
  PolicyStatus$: () => (/* reexport */ dist_cjs/* PolicyStatus$ */.R3E),
  Progress$: () => (/* reexport */ dist_cjs/* Progress$ */.M6$),
  ProgressEvent$: () => (/* reexport */ dist_cjs/* ProgressEvent$ */.yDP),
  Protocol: () => (/* reexport */ dist_cjs/* Protocol */.ZsX),
  PublicAccessBlockConfiguration$: () => (/* reexport */ dist_cjs/* PublicAccessBlockConfiguration$ */.T9S),
  PutBucketAbac$: () => (/* reexport */ dist_cjs/* PutBucketAbac$ */.fb$),
  PutBucketAbacCommand: () => (/* reexport */ dist_cjs/* PutBucketAbacCommand */.Ixs),
  PutBucketAbacRequest$: () => (/* reexport */ dist_cjs/* PutBucketAbacRequest$ */.qs2),
  PutBucketAccelerateConfiguration$: () => (/* reexport */ dist_cjs/* PutBucketAccelerateConfiguration$ */.xvJ),
  PutBucketAccelerateConfigurationCommand: () => (/* reexport */ dist_cjs/* PutBucketAccelerateConfigurationCommand */.ACw),
  PutBucketAccelerateConfigurationRequest$: () => (/* reexport */ dist_cjs/* PutBucketAccelerateConfigurationRequest$ */.kG4),
  PutBucketAcl$: () => (/* reexport */ dist_cjs/* PutBucketAcl$ */.wJt),
  PutBucketAclCommand: () => (/* reexport */ dist_cjs/* PutBucketAclCommand */.vxV),
  PutBucketAclRequest$: () => (/* reexport */ dist_cjs/* PutBucketAclRequest$ */.J5n),
  PutBucketAnalyticsConfiguration$: () => (/* reexport */ dist_cjs/* PutBucketAnalyticsConfiguration$ */.kcC),
  PutBucketAnalyticsConfigurationCommand: () => (/* reexport */ dist_cjs/* PutBucketAnalyticsConfigurationCommand */.FNn),
  PutBucketAnalyticsConfigurationRequest$: () => (/* reexport */ dist_cjs/* PutBucketAnalyticsConfigurationRequest$ */.Hdu),
  PutBucketCors$: () => (/* reexport */ dist_cjs/* PutBucketCors$ */.hXg),
  PutBucketCorsCommand: () => (/* reexport */ dist_cjs/* PutBucketCorsCommand */.QOR),
  PutBucketCorsRequest$: () => (/* reexport */ dist_cjs/* PutBucketCorsRequest$ */.qJW),
  PutBucketEncryption$: () => (/* reexport */ dist_cjs/* PutBucketEncryption$ */.$8t),
  PutBucketEncryptionCommand: () => (/* reexport */ dist_cjs/* PutBucketEncryptionCommand */.iRK),
  PutBucketEncryptionRequest$: () => (/* reexport */ dist_cjs/* PutBucketEncryptionRequest$ */.O$W),
  PutBucketIntelligentTieringConfiguration$: () => (/* reexport */ dist_cjs/* PutBucketIntelligentTieringConfiguration$ */.JiJ),
  PutBucketIntelligentTieringConfigurationCommand: () => (/* reexport */ dist_cjs/* PutBucketIntelligentTieringConfigurationCommand */.uWn),
  PutBucketIntelligentTieringConfigurationRequest$: () => (/* reexport */ dist_cjs/* PutBucketIntelligentTieringConfigurationRequest$ */.Suu),
  PutBucketInventoryConfiguration$: () => (/* reexport */ dist_cjs/* PutBucketInventoryConfiguration$ */.uDw),
  PutBucketInventoryConfigurationCommand: () => (/* reexport */ dist_cjs/* PutBucketInventoryConfigurationCommand */.NTV),
  PutBucketInventoryConfigurationRequest$: () => (/* reexport */ dist_cjs/* PutBucketInventoryConfigurationRequest$ */.NGx),
  PutBucketLifecycleConfiguration$: () => (/* reexport */ dist_cjs/* PutBucketLifecycleConfiguration$ */.Q4n),
  PutBucketLifecycleConfigurationCommand: () => (/* reexport */ dist_cjs/* PutBucketLifecycleConfigurationCommand */.RJe),
  PutBucketLifecycleConfigurationOutput$: () => (/* reexport */ dist_cjs/* PutBucketLifecycleConfigurationOutput$ */.LXx),
  PutBucketLifecycleConfigurationRequest$: () => (/* reexport */ dist_cjs/* PutBucketLifecycleConfigurationRequest$ */.Tln),
  PutBucketLogging$: () => (/* reexport */ dist_cjs/* PutBucketLogging$ */.NH9),
  PutBucketLoggingCommand: () => (/* reexport */ dist_cjs/* PutBucketLoggingCommand */.UIj),
  PutBucketLoggingRequest$: () => (/* reexport */ dist_cjs/* PutBucketLoggingRequest$ */.Ya1),
  PutBucketMetricsConfiguration$: () => (/* reexport */ dist_cjs/* PutBucketMetricsConfiguration$ */.bkH),
  PutBucketMetricsConfigurationCommand: () => (/* reexport */ dist_cjs/* PutBucketMetricsConfigurationCommand */.ose),
  PutBucketMetricsConfigurationRequest$: () => (/* reexport */ dist_cjs/* PutBucketMetricsConfigurationRequest$ */.owm),
  PutBucketNotificationConfiguration$: () => (/* reexport */ dist_cjs/* PutBucketNotificationConfiguration$ */.Z8Y),
  PutBucketNotificationConfigurationCommand: () => (/* reexport */ dist_cjs/* PutBucketNotificationConfigurationCommand */.CGG),
  PutBucketNotificationConfigurationRequest$: () => (/* reexport */ dist_cjs/* PutBucketNotificationConfigurationRequest$ */.o1A),
  PutBucketOwnershipControls$: () => (/* reexport */ dist_cjs/* PutBucketOwnershipControls$ */.jJ5),
  PutBucketOwnershipControlsCommand: () => (/* reexport */ dist_cjs/* PutBucketOwnershipControlsCommand */.o9A),
  PutBucketOwnershipControlsRequest$: () => (/* reexport */ dist_cjs/* PutBucketOwnershipControlsRequest$ */.Ciu),
  PutBucketPolicy$: () => (/* reexport */ dist_cjs/* PutBucketPolicy$ */.UKx),
  PutBucketPolicyCommand: () => (/* reexport */ dist_cjs/* PutBucketPolicyCommand */.BfN),
  PutBucketPolicyRequest$: () => (/* reexport */ dist_cjs/* PutBucketPolicyRequest$ */.lmo),
  PutBucketReplication$: () => (/* reexport */ dist_cjs/* PutBucketReplication$ */._TW),
  PutBucketReplicationCommand: () => (/* reexport */ dist_cjs/* PutBucketReplicationCommand */.jkZ),
  PutBucketReplicationRequest$: () => (/* reexport */ dist_cjs/* PutBucketReplicationRequest$ */.D$f),
  PutBucketRequestPayment$: () => (/* reexport */ dist_cjs/* PutBucketRequestPayment$ */.d1B),
  PutBucketRequestPaymentCommand: () => (/* reexport */ dist_cjs/* PutBucketRequestPaymentCommand */.Ctk),
  PutBucketRequestPaymentRequest$: () => (/* reexport */ dist_cjs/* PutBucketRequestPaymentRequest$ */.iXY),
  PutBucketTagging$: () => (/* reexport */ dist_cjs/* PutBucketTagging$ */.$Nq),
  PutBucketTaggingCommand: () => (/* reexport */ dist_cjs/* PutBucketTaggingCommand */.yCr),
  PutBucketTaggingRequest$: () => (/* reexport */ dist_cjs/* PutBucketTaggingRequest$ */.SAB),
  PutBucketVersioning$: () => (/* reexport */ dist_cjs/* PutBucketVersioning$ */.EZO),
  PutBucketVersioningCommand: () => (/* reexport */ dist_cjs/* PutBucketVersioningCommand */.XjQ),
  PutBucketVersioningRequest$: () => (/* reexport */ dist_cjs/* PutBucketVersioningRequest$ */.fQJ),
  PutBucketWebsite$: () => (/* reexport */ dist_cjs/* PutBucketWebsite$ */.Jv7),
  PutBucketWebsiteCommand: () => (/* reexport */ dist_cjs/* PutBucketWebsiteCommand */.SRe),
  PutBucketWebsiteRequest$: () => (/* reexport */ dist_cjs/* PutBucketWebsiteRequest$ */.A2R),
  PutObject$: () => (/* reexport */ dist_cjs/* PutObject$ */.lHz),
  PutObjectAcl$: () => (/* reexport */ dist_cjs/* PutObjectAcl$ */.HHc),
  PutObjectAclCommand: () => (/* reexport */ dist_cjs/* PutObjectAclCommand */.a8O),
  PutObjectAclOutput$: () => (/* reexport */ dist_cjs/* PutObjectAclOutput$ */.sWG),
  PutObjectAclRequest$: () => (/* reexport */ dist_cjs/* PutObjectAclRequest$ */.S_c),
  PutObjectAnnotation$: () => (/* reexport */ dist_cjs/* PutObjectAnnotation$ */.g9F),
  PutObjectAnnotationCommand: () => (/* reexport */ dist_cjs/* PutObjectAnnotationCommand */.vX_),
  PutObjectAnnotationOutput$: () => (/* reexport */ dist_cjs/* PutObjectAnnotationOutput$ */.b4n),
  PutObjectAnnotationRequest$: () => (/* reexport */ dist_cjs/* PutObjectAnnotationRequest$ */.JVR),
  PutObjectCommand: () => (/* reexport */ dist_cjs/* PutObjectCommand */.wKZ),
  PutObjectLegalHold$: () => (/* reexport */ dist_cjs/* PutObjectLegalHold$ */.V0q),
  PutObjectLegalHoldCommand: () => (/* reexport */ dist_cjs/* PutObjectLegalHoldCommand */.oVr),
  PutObjectLegalHoldOutput$: () => (/* reexport */ dist_cjs/* PutObjectLegalHoldOutput$ */.Gtq),
  PutObjectLegalHoldRequest$: () => (/* reexport */ dist_cjs/* PutObjectLegalHoldRequest$ */.GOt),
  PutObjectLockConfiguration$: () => (/* reexport */ dist_cjs/* PutObjectLockConfiguration$ */.cN2),
  PutObjectLockConfigurationCommand: () => (/* reexport */ dist_cjs/* PutObjectLockConfigurationCommand */.R0w),
  PutObjectLockConfigurationOutput$: () => (/* reexport */ dist_cjs/* PutObjectLockConfigurationOutput$ */.XC2),
  PutObjectLockConfigurationRequest$: () => (/* reexport */ dist_cjs/* PutObjectLockConfigurationRequest$ */.PY6),
  PutObjectOutput$: () => (/* reexport */ dist_cjs/* PutObjectOutput$ */._ox),
  PutObjectRequest$: () => (/* reexport */ dist_cjs/* PutObjectRequest$ */.QgW),
  PutObjectRetention$: () => (/* reexport */ dist_cjs/* PutObjectRetention$ */.LWh),
  PutObjectRetentionCommand: () => (/* reexport */ dist_cjs/* PutObjectRetentionCommand */.EwB),
  PutObjectRetentionOutput$: () => (/* reexport */ dist_cjs/* PutObjectRetentionOutput$ */.sZN),
  PutObjectRetentionRequest$: () => (/* reexport */ dist_cjs/* PutObjectRetentionRequest$ */.gM$),
  PutObjectTagging$: () => (/* reexport */ dist_cjs/* PutObjectTagging$ */.C2v),
  PutObjectTaggingCommand: () => (/* reexport */ dist_cjs/* PutObjectTaggingCommand */.nVn),
  PutObjectTaggingOutput$: () => (/* reexport */ dist_cjs/* PutObjectTaggingOutput$ */.V56),
  PutObjectTaggingRequest$: () => (/* reexport */ dist_cjs/* PutObjectTaggingRequest$ */.VRp),
  PutPublicAccessBlock$: () => (/* reexport */ dist_cjs/* PutPublicAccessBlock$ */.c2b),
  PutPublicAccessBlockCommand: () => (/* reexport */ dist_cjs/* PutPublicAccessBlockCommand */.ZXv),
  PutPublicAccessBlockRequest$: () => (/* reexport */ dist_cjs/* PutPublicAccessBlockRequest$ */.hcv),
  QueueConfiguration$: () => (/* reexport */ dist_cjs/* QueueConfiguration$ */.e3x),
  QuoteFields: () => (/* reexport */ dist_cjs/* QuoteFields */.O7e),
  RecordExpiration$: () => (/* reexport */ dist_cjs/* RecordExpiration$ */.N18),
  RecordsEvent$: () => (/* reexport */ dist_cjs/* RecordsEvent$ */.f5W),
  Redirect$: () => (/* reexport */ dist_cjs/* Redirect$ */.TWs),
  RedirectAllRequestsTo$: () => (/* reexport */ dist_cjs/* RedirectAllRequestsTo$ */.v3G),
  RenameObject$: () => (/* reexport */ dist_cjs/* RenameObject$ */.uS4),
  RenameObjectCommand: () => (/* reexport */ dist_cjs/* RenameObjectCommand */.L9C),
  RenameObjectOutput$: () => (/* reexport */ dist_cjs/* RenameObjectOutput$ */.B9_),
  RenameObjectRequest$: () => (/* reexport */ dist_cjs/* RenameObjectRequest$ */.J74),
  ReplicaModifications$: () => (/* reexport */ dist_cjs/* ReplicaModifications$ */.uC7),
  ReplicaModificationsStatus: () => (/* reexport */ dist_cjs/* ReplicaModificationsStatus */.K$$),
  ReplicationConfiguration$: () => (/* reexport */ dist_cjs/* ReplicationConfiguration$ */.X09),
  ReplicationRule$: () => (/* reexport */ dist_cjs/* ReplicationRule$ */.PFu),
  ReplicationRuleAndOperator$: () => (/* reexport */ dist_cjs/* ReplicationRuleAndOperator$ */.Uv3),
  ReplicationRuleFilter$: () => (/* reexport */ dist_cjs/* ReplicationRuleFilter$ */.x1N),
  ReplicationRuleNotOperator$: () => (/* reexport */ dist_cjs/* ReplicationRuleNotOperator$ */.cJ7),
  ReplicationRuleOrOperator$: () => (/* reexport */ dist_cjs/* ReplicationRuleOrOperator$ */.EwM),
  ReplicationRuleStatus: () => (/* reexport */ dist_cjs/* ReplicationRuleStatus */.f55),
  ReplicationStatus: () => (/* reexport */ dist_cjs/* ReplicationStatus */.Rb1),
  ReplicationTime$: () => (/* reexport */ dist_cjs/* ReplicationTime$ */.sZL),
  ReplicationTimeStatus: () => (/* reexport */ dist_cjs/* ReplicationTimeStatus */.KRr),
  ReplicationTimeValue$: () => (/* reexport */ dist_cjs/* ReplicationTimeValue$ */.NzM),
  RequestCharged: () => (/* reexport */ dist_cjs/* RequestCharged */.wO_),
  RequestPayer: () => (/* reexport */ dist_cjs/* RequestPayer */.Jz5),
  RequestPaymentConfiguration$: () => (/* reexport */ dist_cjs/* RequestPaymentConfiguration$ */.eN4),
  RequestProgress$: () => (/* reexport */ dist_cjs/* RequestProgress$ */.$Y5),
  RestoreObject$: () => (/* reexport */ dist_cjs/* RestoreObject$ */.C19),
  RestoreObjectCommand: () => (/* reexport */ dist_cjs/* RestoreObjectCommand */.Po5),
  RestoreObjectOutput$: () => (/* reexport */ dist_cjs/* RestoreObjectOutput$ */.PZ8),
  RestoreObjectRequest$: () => (/* reexport */ dist_cjs/* RestoreObjectRequest$ */.rnp),
  RestoreRequest$: () => (/* reexport */ dist_cjs/* RestoreRequest$ */.ACF),
  RestoreRequestType: () => (/* reexport */ dist_cjs/* RestoreRequestType */.Au_),
  RestoreStatus$: () => (/* reexport */ dist_cjs/* RestoreStatus$ */.Lhc),
  RoutingRule$: () => (/* reexport */ dist_cjs/* RoutingRule$ */.vDH),
  S3: () => (/* reexport */ dist_cjs.S3),
  S3Client: () => (/* reexport */ dist_cjs/* S3Client */.YxF),
  S3KeyFilter$: () => (/* reexport */ dist_cjs/* S3KeyFilter$ */.kb6),
  S3Location$: () => (/* reexport */ dist_cjs/* S3Location$ */.Oud),
  S3ServiceException: () => (/* reexport */ dist_cjs/* S3ServiceException */.Hcp),
  S3ServiceException$: () => (/* reexport */ dist_cjs/* S3ServiceException$ */.zxP),
  S3TablesBucketType: () => (/* reexport */ dist_cjs/* S3TablesBucketType */.IdK),
  S3TablesDestination$: () => (/* reexport */ dist_cjs/* S3TablesDestination$ */.QKU),
  S3TablesDestinationResult$: () => (/* reexport */ dist_cjs/* S3TablesDestinationResult$ */.$TK),
  SSEKMS$: () => (/* reexport */ dist_cjs/* SSEKMS$ */.RMn),
  SSEKMSEncryption$: () => (/* reexport */ dist_cjs/* SSEKMSEncryption$ */.MwT),
  SSES3$: () => (/* reexport */ dist_cjs/* SSES3$ */.GEh),
  ScanRange$: () => (/* reexport */ dist_cjs/* ScanRange$ */.Vdo),
  SelectObjectContent$: () => (/* reexport */ dist_cjs/* SelectObjectContent$ */.vlV),
  SelectObjectContentCommand: () => (/* reexport */ dist_cjs/* SelectObjectContentCommand */.sPM),
  SelectObjectContentEventStream$: () => (/* reexport */ dist_cjs/* SelectObjectContentEventStream$ */.F1e),
  SelectObjectContentOutput$: () => (/* reexport */ dist_cjs/* SelectObjectContentOutput$ */.Yis),
  SelectObjectContentRequest$: () => (/* reexport */ dist_cjs/* SelectObjectContentRequest$ */.AbX),
  SelectParameters$: () => (/* reexport */ dist_cjs/* SelectParameters$ */.VTE),
  ServerSideEncryption: () => (/* reexport */ dist_cjs/* ServerSideEncryption */.I9q),
  ServerSideEncryptionByDefault$: () => (/* reexport */ dist_cjs/* ServerSideEncryptionByDefault$ */.IOm),
  ServerSideEncryptionConfiguration$: () => (/* reexport */ dist_cjs/* ServerSideEncryptionConfiguration$ */.QAx),
  ServerSideEncryptionRule$: () => (/* reexport */ dist_cjs/* ServerSideEncryptionRule$ */.cmN),
  SessionCredentials$: () => (/* reexport */ dist_cjs/* SessionCredentials$ */.vjF),
  SessionMode: () => (/* reexport */ dist_cjs/* SessionMode */.g3Y),
  SimplePrefix$: () => (/* reexport */ dist_cjs/* SimplePrefix$ */.pOb),
  SourceSelectionCriteria$: () => (/* reexport */ dist_cjs/* SourceSelectionCriteria$ */.LXY),
  SseKmsEncryptedObjects$: () => (/* reexport */ dist_cjs/* SseKmsEncryptedObjects$ */.JyD),
  SseKmsEncryptedObjectsStatus: () => (/* reexport */ dist_cjs/* SseKmsEncryptedObjectsStatus */.hMb),
  Stats$: () => (/* reexport */ dist_cjs/* Stats$ */._wF),
  StatsEvent$: () => (/* reexport */ dist_cjs/* StatsEvent$ */.WGN),
  StorageClass: () => (/* reexport */ dist_cjs/* StorageClass */.KDT),
  StorageClassAnalysis$: () => (/* reexport */ dist_cjs/* StorageClassAnalysis$ */.WGg),
  StorageClassAnalysisDataExport$: () => (/* reexport */ dist_cjs/* StorageClassAnalysisDataExport$ */.u$8),
  StorageClassAnalysisSchemaVersion: () => (/* reexport */ dist_cjs/* StorageClassAnalysisSchemaVersion */.nbQ),
  TableSseAlgorithm: () => (/* reexport */ dist_cjs/* TableSseAlgorithm */.ftn),
  Tag$: () => (/* reexport */ dist_cjs/* Tag$ */.RU0),
  Tagging$: () => (/* reexport */ dist_cjs/* Tagging$ */.AfP),
  TaggingDirective: () => (/* reexport */ dist_cjs/* TaggingDirective */.Hxe),
  TargetGrant$: () => (/* reexport */ dist_cjs/* TargetGrant$ */.Wx9),
  TargetObjectKeyFormat$: () => (/* reexport */ dist_cjs/* TargetObjectKeyFormat$ */.bSX),
  Tier: () => (/* reexport */ dist_cjs/* Tier */.JuM),
  Tiering$: () => (/* reexport */ dist_cjs/* Tiering$ */.T1m),
  TooManyParts: () => (/* reexport */ dist_cjs/* TooManyParts */.GoF),
  TooManyParts$: () => (/* reexport */ dist_cjs/* TooManyParts$ */.GeG),
  TopicConfiguration$: () => (/* reexport */ dist_cjs/* TopicConfiguration$ */.OJe),
  Transition$: () => (/* reexport */ dist_cjs/* Transition$ */.S3I),
  TransitionDefaultMinimumObjectSize: () => (/* reexport */ dist_cjs/* TransitionDefaultMinimumObjectSize */.pnB),
  TransitionStorageClass: () => (/* reexport */ dist_cjs/* TransitionStorageClass */.XFf),
  Type: () => (/* reexport */ dist_cjs/* Type */.ZUJ),
  UnsupportedMediaType: () => (/* reexport */ dist_cjs/* UnsupportedMediaType */.oX9),
  UnsupportedMediaType$: () => (/* reexport */ dist_cjs/* UnsupportedMediaType$ */.mQj),
  UpdateBucketMetadataAnnotationTableConfiguration$: () => (/* reexport */ dist_cjs/* UpdateBucketMetadataAnnotationTableConfiguration$ */.cNf),
  UpdateBucketMetadataAnnotationTableConfigurationCommand: () => (/* reexport */ dist_cjs/* UpdateBucketMetadataAnnotationTableConfigurationCommand */.vfP),
  UpdateBucketMetadataAnnotationTableConfigurationRequest$: () => (/* reexport */ dist_cjs/* UpdateBucketMetadataAnnotationTableConfigurationRequest$ */.bUv),
  UpdateBucketMetadataInventoryTableConfiguration$: () => (/* reexport */ dist_cjs/* UpdateBucketMetadataInventoryTableConfiguration$ */.JYM),
  UpdateBucketMetadataInventoryTableConfigurationCommand: () => (/* reexport */ dist_cjs/* UpdateBucketMetadataInventoryTableConfigurationCommand */.oB3),
  UpdateBucketMetadataInventoryTableConfigurationRequest$: () => (/* reexport */ dist_cjs/* UpdateBucketMetadataInventoryTableConfigurationRequest$ */.WuC),
  UpdateBucketMetadataJournalTableConfiguration$: () => (/* reexport */ dist_cjs/* UpdateBucketMetadataJournalTableConfiguration$ */.ARD),
  UpdateBucketMetadataJournalTableConfigurationCommand: () => (/* reexport */ dist_cjs/* UpdateBucketMetadataJournalTableConfigurationCommand */.d4y),
  UpdateBucketMetadataJournalTableConfigurationRequest$: () => (/* reexport */ dist_cjs/* UpdateBucketMetadataJournalTableConfigurationRequest$ */.RN1),
  UpdateObjectEncryption$: () => (/* reexport */ dist_cjs/* UpdateObjectEncryption$ */.EYj),
  UpdateObjectEncryptionCommand: () => (/* reexport */ dist_cjs/* UpdateObjectEncryptionCommand */.rIf),
  UpdateObjectEncryptionRequest$: () => (/* reexport */ dist_cjs/* UpdateObjectEncryptionRequest$ */.F4Q),
  UpdateObjectEncryptionResponse$: () => (/* reexport */ dist_cjs/* UpdateObjectEncryptionResponse$ */.Pwg),
  UploadPart$: () => (/* reexport */ dist_cjs/* UploadPart$ */.nCU),
  UploadPartCommand: () => (/* reexport */ dist_cjs/* UploadPartCommand */.iVK),
  UploadPartCopy$: () => (/* reexport */ dist_cjs/* UploadPartCopy$ */.Qp6),
  UploadPartCopyCommand: () => (/* reexport */ dist_cjs/* UploadPartCopyCommand */.Xp2),
  UploadPartCopyOutput$: () => (/* reexport */ dist_cjs/* UploadPartCopyOutput$ */.B5D),
  UploadPartCopyRequest$: () => (/* reexport */ dist_cjs/* UploadPartCopyRequest$ */.xjI),
  UploadPartOutput$: () => (/* reexport */ dist_cjs/* UploadPartOutput$ */.me6),
  UploadPartRequest$: () => (/* reexport */ dist_cjs/* UploadPartRequest$ */.goj),
  UseSourceMultiRegionKey$: () => (/* reexport */ dist_cjs/* UseSourceMultiRegionKey$ */.tJQ),
  UseSourceMultiRegionKeyStatus: () => (/* reexport */ dist_cjs/* UseSourceMultiRegionKeyStatus */.nws),
  VersioningConfiguration$: () => (/* reexport */ dist_cjs/* VersioningConfiguration$ */.JL2),
  WebsiteConfiguration$: () => (/* reexport */ dist_cjs/* WebsiteConfiguration$ */.M58),
  WriteGetObjectResponse$: () => (/* reexport */ dist_cjs/* WriteGetObjectResponse$ */.IHV),
  WriteGetObjectResponseCommand: () => (/* reexport */ dist_cjs/* WriteGetObjectResponseCommand */.JIM),
  WriteGetObjectResponseRequest$: () => (/* reexport */ dist_cjs/* WriteGetObjectResponseRequest$ */.BvX),
  _Error$: () => (/* reexport */ dist_cjs/* _Error$ */.Yh5),
  _Object$: () => (/* reexport */ dist_cjs/* _Object$ */.n_),
  __Client: () => (/* reexport */ dist_cjs/* __Client */.gPe),
  createSdkClient: () => (/* binding */ createSdkClient),
  errorTypeRegistries: () => (/* reexport */ dist_cjs/* errorTypeRegistries */.q1U),
  paginateListBuckets: () => (/* reexport */ dist_cjs/* paginateListBuckets */.JPx),
  paginateListDirectoryBuckets: () => (/* reexport */ dist_cjs/* paginateListDirectoryBuckets */.u7o),
  paginateListObjectAnnotations: () => (/* reexport */ dist_cjs/* paginateListObjectAnnotations */.r40),
  paginateListObjectsV2: () => (/* reexport */ dist_cjs/* paginateListObjectsV2 */.OqA),
  paginateListParts: () => (/* reexport */ dist_cjs/* paginateListParts */.mvP),
  waitForBucketExists: () => (/* reexport */ dist_cjs/* waitForBucketExists */.TBg),
  waitForBucketNotExists: () => (/* reexport */ dist_cjs/* waitForBucketNotExists */.ge7),
  waitForObjectExists: () => (/* reexport */ dist_cjs/* waitForObjectExists */.UHy),
  waitForObjectNotExists: () => (/* reexport */ dist_cjs/* waitForObjectNotExists */.Pju),
  waitUntilBucketExists: () => (/* reexport */ dist_cjs/* waitUntilBucketExists */.Ymh),
  waitUntilBucketNotExists: () => (/* reexport */ dist_cjs/* waitUntilBucketNotExists */.v_F),
  waitUntilObjectExists: () => (/* reexport */ dist_cjs/* waitUntilObjectExists */.ltN),
  waitUntilObjectNotExists: () => (/* reexport */ dist_cjs/* waitUntilObjectNotExists */.k5A)
});

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(3711);
// EXTERNAL MODULE: ./build/secret-text.js
var secret_text = __webpack_require__(9288);
;// CONCATENATED MODULE: ./build/s3/result-checks.js
/**
 * S3 answers a copy, a part copy and the assembly of a multipart upload with 200 at once, then
 * works (sending whitespace to keep the connection open) and may fail after: the error then
 * comes as an `<Error>` document in the body of the 200. The SDK takes a body that ends with
 * `</Error>` for an error; one with anything after it (a newline, from a proxy or another
 * store) would be read as an empty result, and the operation taken for done. The result's ETag
 * element is what proves it done (RGW sends it empty in a CompleteMultipartUploadResult, so its
 * presence is what counts): without it, the answer is a failure.
 */
const RESULT_ETAG = {
    CompleteMultipartUploadCommand: (output) => output.ETag,
    CopyObjectCommand: (output) => output.CopyObjectResult?.ETag,
    UploadPartCopyCommand: (output) => output.CopyPartResult?.ETag,
};
/**
 * A 200 whose body is not the operation's result. Retryable (`TruncatedBody`), as S3 asks of
 * an error in a 200; `Code` is where `s3FailureFromSdk` reads an S3 error's code.
 */
class MissingResultError extends Error {
    code = 'TruncatedBody';
    Code = 'TruncatedBody';
    $metadata = { httpStatusCode: 200 };
    constructor(operation) {
        super(`the endpoint answered HTTP 200 to ${operation} without the result's ETag (S3 sends an ` +
            'error this way once the work has started); the operation did not complete');
        this.name = 'MissingResultError';
    }
}
/** Adds the check to every command the client sends. */
function checkResults(client) {
    client.middlewareStack.add((next, context) => async (args) => {
        const result = await next(args);
        const etagOf = RESULT_ETAG[context.commandName ?? ''];
        if (etagOf && etagOf(result.output) === undefined) {
            throw new MissingResultError(context.commandName.replace(/Command$/, ''));
        }
        return result;
    }, { step: 'initialize', name: 'checkResults' });
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./node_modules/@smithy/node-http-handler/dist-cjs/index.js
var node_http_handler_dist_cjs = __webpack_require__(1279);
// EXTERNAL MODULE: ./build/s3/stall-watch.js
var stall_watch = __webpack_require__(891);
// EXTERNAL MODULE: ./build/s3/send-signed.js
var send_signed = __webpack_require__(9582);
// EXTERNAL MODULE: ./build/s3/answer-bounds.js
var answer_bounds = __webpack_require__(9795);
;// CONCATENATED MODULE: ./build/s3/stall-handler.js





/**
 * A server-side copy says nothing until it is done (S3 may send whitespace, RGW does not): its
 * first byte may come this much later than the run's usual answers.
 */
const COPY_EXTRA_FIRST_BYTE_MS = 60_000;
/**
 * The SDK's HTTP handler with the run's stall detection (src/s3/stall-watch.ts) on what still
 * goes through the SDK: multipart uploads and their parts, copies, large GETs. The SDK's own
 * socket timeout stays as the last resort. Each answer is bounded as well (answer-bounds.ts):
 * its declared length and the bytes read, and the time a bounded body may take.
 */
class StallWatchingHandler extends node_http_handler_dist_cjs.NodeHttpHandler {
    limits;
    answerTime;
    constructor(options, limits, answerTime = {}) {
        super(options);
        this.limits = limits;
        this.answerTime = answerTime;
    }
    async handle(request, options = {}) {
        const cancel = new AbortController();
        const outer = options.abortSignal;
        const signal = outer ? AbortSignal.any([outer, cancel.signal]) : cancel.signal;
        let stalled;
        let tap;
        let rejectStall;
        const stallReported = new Promise((_, reject) => (rejectStall = reject));
        const headers = request.headers;
        const streamed = request.body instanceof external_node_stream_.Readable;
        const bodyBytes = streamed ? 0 : Number(headers['content-length'] ?? 0) || 0;
        const extraMs = ('x-amz-copy-source' in headers ? COPY_EXTRA_FIRST_BYTE_MS : 0) +
            (bodyBytes / send_signed/* SLOWEST_SEND_BYTES_PER_SEC */.Xh) * 1000;
        const watch = (0,stall_watch/* watchStalls */.t1)(this.limits, (error) => {
            stalled = error;
            if (tap)
                tap.destroy(error);
            else {
                rejectStall(error);
                cancel.abort(error);
            }
        }, extraMs, () => tap !== undefined && tap.readableLength >= tap.readableHighWaterMark);
        if (streamed)
            request.body = tapped(request.body, () => watch.touch());
        try {
            const answer = await Promise.race([
                super.handle(request, { ...options, abortSignal: signal }),
                stallReported,
            ]);
            watch.firstByte();
            const body = answer.response.body;
            if (!(body instanceof external_node_stream_.Readable)) {
                watch.stop();
                return answer;
            }
            const bound = this.boundOf(request, answer.response.statusCode);
            checkDeclaredLength(bound, answer.response.headers['content-length'], body);
            tap = tapped(body, () => watch.touch(), bound);
            tap.on('close', () => watch.stop());
            answer.response.body = tap;
            return answer;
        }
        catch (error) {
            watch.stop();
            throw stalled ?? error;
        }
    }
    /** What may be read of the answer; undefined for a HEAD's, which has no body. */
    boundOf(request, statusCode) {
        if (request.method === 'HEAD')
            return undefined;
        const bound = (0,answer_bounds/* answerBound */.Ve)((0,answer_bounds/* sdkOperation */.wR)(request), statusCode);
        const { bodyMaxMs } = this.answerTime;
        return bodyMaxMs === undefined || bound.maxMs === Infinity
            ? bound
            : { ...bound, maxMs: bodyMaxMs };
    }
}
/** A declared length past the bound fails at once, without waiting for the bytes. */
function checkDeclaredLength(bound, declared, body) {
    const bytes = Number(declared);
    if (!bound || !(bytes > bound.maxBytes))
        return;
    body.destroy();
    throw new answer_bounds/* AnswerTooLargeError */.Oc(bound, bytes);
}
/**
 * `source` piped through a pass-through that calls `onChunk` per chunk; errors carry across.
 * With a bound, the bytes are counted (the one cost per chunk: no copy) and a body past it, or
 * still coming when its time is up, fails the stream.
 */
function tapped(source, onChunk, bound) {
    const maxBytes = bound?.maxBytes ?? Infinity;
    let bytes = 0;
    const tap = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            onChunk();
            bytes += chunk.length;
            if (bytes > maxBytes)
                done(new answer_bounds/* AnswerTooLargeError */.Oc(bound));
            else
                done(null, chunk);
        },
    });
    if (bound && bound.maxMs !== Infinity) {
        const timer = setTimeout(() => tap.destroy(new answer_bounds/* AnswerTooSlowError */.es(bound, bytes)), bound.maxMs);
        timer.unref();
        tap.on('close', () => clearTimeout(timer));
    }
    source.on('error', (error) => tap.destroy(error));
    source.on('aborted', () => tap.destroy(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' })));
    tap.on('close', () => {
        if (!source.readableEnded)
            source.destroy();
    });
    source.pipe(tap);
    return tap;
}

;// CONCATENATED MODULE: ./build/s3/sdk-module.js




/**
 * The one module that imports the SDK's code (eslint holds every other to type imports): it is
 * loaded by `sdk-client.ts`'s dynamic import only, so that ncc puts the SDK (the S3 client, its
 * schemas and endpoint rules, the HTTP handler that pulls in node:http2) in a chunk of its own,
 * which a run whose requests all go out signed by us never loads (docs/architecture.md, "What
 * ships: `dist/`").
 */

const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 120_000;
/**
 * --no-sign-request: empty credentials, so the SDK's chain is never asked, and a signer that
 * returns the request as it is. The bucket's probe then carries no signature, and the requests
 * we send ourselves take their (absent) headers from the SDK (`resolve-bucket-target.ts`).
 */
const UNSIGNED = {
    credentials: { accessKeyId: '', secretAccessKey: '' },
    signer: { sign: (request) => Promise.resolve(request) },
};
/** The SDK's S3 client over the connection's keep-alive agent, watched for stalls. */
function createSdkClient(options) {
    const { agent, secure } = options;
    const client = new dist_cjs/* S3Client */.YxF({
        ...(options.region ? { region: options.region } : {}),
        ...(options.endpointUrl ? { endpoint: options.endpointUrl } : {}),
        forcePathStyle: options.forcePathStyle,
        ...(options.profile ? { profile: options.profile } : {}),
        ...(options.unsigned
            ? UNSIGNED
            : options.credentials
                ? { credentials: options.credentials }
                : {}),
        maxAttempts: options.maxAttempts,
        requestChecksumCalculation: options.checksum,
        responseChecksumValidation: options.checksum,
        requestHandler: new StallWatchingHandler({
            ...(secure ? { httpsAgent: agent } : { httpAgent: agent }),
            connectionTimeout: CONNECTION_TIMEOUT_MS,
            socketTimeout: SOCKET_TIMEOUT_MS,
        }, options.stalls),
    });
    noteResolvedSecrets(client);
    checkResults(client);
    return client;
}
/**
 * Every set of credentials the client resolves (given, or from the SDK's chain: a profile, a
 * role, SSO) has its secret parts learnt for redaction (secret-text.ts): an endpoint may echo
 * them in its error text. The SDK reads `config.credentials` at each request, so the one
 * provider it and our own signers (direct-requests.ts) use is replaced here.
 */
function noteResolvedSecrets(client) {
    const resolve = client.config.credentials;
    client.config.credentials = async (options) => {
        const identity = await resolve(options);
        (0,secret_text/* addSecrets */.Nc)([identity.secretAccessKey, identity.sessionToken]);
        return identity;
    };
}


/***/ })

};
