export const id = 216;
export const ids = [216];
export const modules = {

/***/ 3216:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createSigV4: () => (/* binding */ createSigV4)
/* harmony export */ });
/* harmony import */ var _smithy_core_checksum__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9542);
/* harmony import */ var _smithy_signature_v4__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5118);


/**
 * The SDK's own SigV4 signer (`@smithy/signature-v4`), configured as the S3 client configures
 * it: paths not escaped a second time, and the payload hash sent in `x-amz-content-sha256`. It
 * caches the signing key by day, so a request costs two hashes and an HMAC instead of a pass
 * through the client's whole middleware stack.
 */
function createSigV4(target, credentials) {
    if (target.signing.kind !== 'sigv4') {
        throw new Error(`the bucket needs ${target.signing.kind} signing, not SigV4`);
    }
    const signer = new _smithy_signature_v4__WEBPACK_IMPORTED_MODULE_0__.SignatureV4({
        service: target.signing.service,
        region: target.signing.region,
        credentials,
        // The S3 client's own hash: node:crypto's SHA-256 and HMAC.
        sha256: _smithy_core_checksum__WEBPACK_IMPORTED_MODULE_1__.Sha256,
        uriEscapePath: false,
        applyChecksum: true,
    });
    memoizeSigningKey(signer);
    return signer;
}
/**
 * The signer caches the signing key by day, but computes its cache key with an HMAC of the
 * credentials on every request: a tenth of our CPU per small GET in a `--cpu-prof` of 20k
 * downloads (docs/benchmarks.md). Kept here by the credentials themselves, a string lookup. If a
 * later signer no longer has this method, nothing is patched and it signs as it did.
 */
function memoizeSigningKey(signer) {
    const target = signer;
    const derive = target.getSigningKey;
    if (typeof derive !== 'function')
        return;
    const keys = new Map();
    target.getSigningKey = (credentials, region, shortDate, service) => {
        const id = `${shortDate}\n${region}\n${service ?? ''}\n${credentials.accessKeyId}\n${credentials.secretAccessKey}\n${credentials.sessionToken ?? ''}`;
        let key = keys.get(id);
        if (!key) {
            if (keys.size >= 8)
                keys.clear(); // a new day or rotated credentials: old keys are useless
            key = derive.call(signer, credentials, region, shortDate, service);
            key.catch(() => keys.delete(id));
            keys.set(id, key);
        }
        return key;
    };
}


/***/ })

};
