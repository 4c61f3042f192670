import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:net"
const external_node_net_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");
;// CONCATENATED MODULE: external "node:tls"
const external_node_tls_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
;// CONCATENATED MODULE: ./build/errors.js
/** Bad input from a user: names the input, the value given and the accepted form. */
class errors_InputError extends Error {
    input;
    value;
    accepted;
    name = 'InputError';
    constructor(input, value, accepted) {
        super(`Input '${input}' must be ${accepted}, got ${JSON.stringify(value)}`);
        this.input = input;
        this.value = value;
        this.accepted = accepted;
    }
}
/**
 * A value that library code cannot use, named as the code knows it (`pageSize`): the library
 * does not know whether it came from an action input or a CLI flag, so the front-end that read
 * the value turns it into an InputError naming its own (see nameSettingError).
 */
class SettingError extends Error {
    setting;
    value;
    accepted;
    name = 'SettingError';
    constructor(setting, value, accepted) {
        super(`The setting ${setting} must be ${accepted}, got ${JSON.stringify(value)}`);
        this.setting = setting;
        this.value = value;
        this.accepted = accepted;
    }
}
/** A SettingError as the front-end's InputError, when `nameOf` knows the setting's input or flag. */
function nameSettingError(error, nameOf) {
    if (!(error instanceof SettingError))
        return error;
    const name = nameOf(error.setting);
    return name === undefined ? error : new errors_InputError(name, error.value, error.accepted);
}
/** A failed S3 call: which operation, on what, why, and what to do. */
class errors_S3Error extends Error {
    name = 'S3Error';
    /** What went wrong, without the where and the hint: enough to rebuild the error in another thread. */
    reason;
    operation;
    bucket;
    key;
    code;
    statusCode;
    hint;
    constructor(message, details) {
        const where = details.key === undefined
            ? `s3://${details.bucket}`
            : `s3://${details.bucket}/${details.key}`;
        const code = details.code ? ` (${details.code})` : '';
        const hint = details.hint ? ` ${details.hint}` : '';
        // Keys are untrusted: JSON.stringify keeps a newline in a key from starting a workflow command.
        super(`${details.operation} ${JSON.stringify(where)} failed${code}: ${message.replace(/\.$/, '')}.${hint}`, {
            cause: details.cause,
        });
        this.reason = message;
        this.operation = details.operation;
        this.bucket = details.bucket;
        this.key = details.key;
        this.code = details.code;
        this.statusCode = details.statusCode;
        this.hint = details.hint;
    }
}
/** One or more objects failed to transfer; the others went through. */
class TransferError extends Error {
    failures;
    shown;
    name = 'TransferError';
    constructor(failures, shown = 10) {
        const first = failures
            .slice(0, shown)
            .map((f) => `  ${JSON.stringify(f.key)}: ${f.error.message}`)
            .join('\n');
        const more = failures.length > shown ? `\n  ... and ${failures.length - shown} more` : '';
        super(`${failures.length} object(s) failed to transfer:\n${first}${more}`);
        this.failures = failures;
        this.shown = shown;
    }
}

;// CONCATENATED MODULE: ./build/s3/proxy/no-proxy.js
/**
 * Hosts that never go through a proxy, whatever NO_PROXY says: `@actions/http-client` (what the
 * runner's own tools and actions/cache use) treats them so, and a runner's local services must
 * keep working behind a proxy that cannot reach them.
 */
function isLoopback(hostname) {
    const host = hostname.toLowerCase();
    return (host === 'localhost' ||
        host.startsWith('127.') ||
        host.startsWith('[::1]') ||
        host.startsWith('[0:0:0:0:0:0:0:1]'));
}
/** NO_PROXY's entries: comma-separated, trimmed, compared case-insensitively, blanks dropped. */
function no_proxy_parseNoProxy(value) {
    return value
        .split(',')
        .map((entry) => entry.trim().toUpperCase())
        .filter((entry) => entry !== '');
}
/**
 * Whether `target` goes direct, by the rules `@actions/http-client` applies to NO_PROXY, so a
 * runner configured for the toolkit behaves the same here: `*` matches every host; an entry
 * matches the host, or the host and port (`host:443`), exactly or as a domain suffix, with or
 * without a leading dot (`example.com` and `.example.com` both match `s3.example.com`).
 * Loopback hosts always go direct.
 */
function no_proxy_bypassesProxy(noProxy, target) {
    if (!target.hostname)
        return false;
    if (isLoopback(target.hostname))
        return true;
    if (noProxy.length === 0)
        return false;
    const port = target.port !== undefined && target.port !== ''
        ? Number(target.port)
        : target.protocol === 'http:'
            ? 80
            : target.protocol === 'https:'
                ? 443
                : undefined;
    const host = target.hostname.toUpperCase();
    const names = port === undefined ? [host] : [host, `${host}:${port}`];
    return noProxy.some((entry) => entry === '*' ||
        names.some((name) => name === entry ||
            name.endsWith(`.${entry}`) ||
            (entry.startsWith('.') && name.endsWith(entry))));
}

;// CONCATENATED MODULE: ./build/s3/proxy/proxy-settings.js


const ACCEPTED = "a proxy URL such as 'http://proxy.example.com:3128'";
/** The value with any `user:password@` hidden, for an error message or a log line. */
function redacted(value) {
    return value.replace(/\/\/[^/@]*@/, '//***@');
}
/**
 * One proxy variable as a URL. A value without a scheme means http:// (as the toolkit, curl and
 * the aws-cli read `proxy.example.com:3128`).
 */
function parseProxyUrl(name, value) {
    const text = value.trim();
    let url;
    try {
        url = new URL(text.includes('://') ? text : `http://${text}`);
    }
    catch {
        throw new InputError(name, redacted(value), ACCEPTED);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
        throw new InputError(name, redacted(value), ACCEPTED);
    return url.href;
}
/** The first of the variables that is set and not blank, with its name. */
function firstSet(env, names) {
    for (const name of names) {
        const value = env[name];
        if (value !== undefined && value.trim() !== '')
            return [name, value];
    }
    return undefined;
}
/**
 * The proxy settings in `env`, with `@actions/http-client`'s precedence: the lower-case variable
 * first (`https_proxy`, then `HTTPS_PROXY`), HTTPS_PROXY for https:// endpoints and HTTP_PROXY
 * for http:// ones, with no fallback from one to the other; undefined when neither is set.
 */
function proxySettingsFromEnv(env) {
    const http = firstSet(env, ['http_proxy', 'HTTP_PROXY']);
    const https = firstSet(env, ['https_proxy', 'HTTPS_PROXY']);
    if (!http && !https)
        return undefined;
    const noProxy = firstSet(env, ['no_proxy', 'NO_PROXY']);
    return {
        httpProxy: http && parseProxyUrl(http[0], http[1]),
        httpsProxy: https && parseProxyUrl(https[0], https[1]),
        noProxy: noProxy ? parseNoProxy(noProxy[1]) : [],
    };
}
/** The proxy a request to `target` goes through, as a URL; undefined when it goes direct. */
function proxyUrlFor(settings, target) {
    if (!settings)
        return undefined;
    const proxy = target.protocol === 'https:' ? settings.httpsProxy : settings.httpProxy;
    if (!proxy || bypassesProxy(settings.noProxy, target))
        return undefined;
    return proxy;
}
/** The proxy's scheme, host and port, never its credentials: what a log line may show. */
function proxyDisplay(proxyUrl) {
    const url = new URL(proxyUrl);
    return `${url.protocol}//${url.host}`;
}
/** The one line a job logs about its proxy; undefined when it has none. */
function proxyNotice(settings) {
    if (!settings)
        return undefined;
    const routes = [
        settings.httpsProxy && `https:// endpoints through ${proxyDisplay(settings.httpsProxy)}`,
        settings.httpProxy && `http:// endpoints through ${proxyDisplay(settings.httpProxy)}`,
    ].filter(Boolean);
    const except = settings.noProxy.length
        ? ` (NO_PROXY: ${JSON.stringify(settings.noProxy.join(',').toLowerCase())})`
        : '';
    return `Proxy: ${routes.join(', ')}${except}`;
}
/** An error's messages, and the host its socket named, down its chain of causes. */
function errorText(error) {
    const parts = [];
    for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
        const socket = e;
        parts.push(e.message);
        if (typeof socket.hostname === 'string')
            parts.push(` ${socket.hostname}`);
        if (typeof socket.address === 'string')
            parts.push(` ${socket.address}:${String(socket.port)}`);
    }
    return parts.join('\n');
}
/**
 * When `error` is a failure to reach one of the proxies (a refused connection, a name that does
 * not resolve, a timeout, all naming the proxy's host): a sentence that says so, naming the
 * proxy without its credentials. Node's own words ("connect ECONNREFUSED 127.0.0.1:3128") do
 * not say that the address was the proxy's.
 */
function proxyFailureHint(error, settings) {
    if (!settings)
        return undefined;
    const text = errorText(error);
    const proxies = [
        { url: settings.httpsProxy, variable: 'HTTPS_PROXY' },
        { url: settings.httpProxy, variable: 'HTTP_PROXY' },
    ].filter((proxy) => {
        if (!proxy.url)
            return false;
        const { host, hostname } = new URL(proxy.url);
        return text.includes(host) || text.includes(` ${hostname}`);
    });
    const first = proxies[0];
    if (!first)
        return undefined;
    const variables = [...new Set(proxies.map((proxy) => proxy.variable))].join(' and ');
    return `The proxy ${proxyDisplay(first.url)} (${variables}) could not be reached: check that it runs where ${variables} says, or list the endpoint in NO_PROXY to reach it directly.`;
}

;// CONCATENATED MODULE: ./build/s3/proxy/proxy-tunnel.js




/** A CONNECT answer's head larger than this is refused (a proxy's are a few hundred bytes). */
const MAX_CONNECT_HEAD_BYTES = 16 * 1024;
/** `Basic` credentials from the proxy URL's user and password, or undefined when it has none. */
function proxyAuthorization(proxy) {
    if (!proxy.username && !proxy.password)
        return undefined;
    const pair = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
    return `Basic ${Buffer.from(pair).toString('base64')}`;
}
/** A socket to the proxy itself (TLS for an `https://` proxy), with `extra` options. */
function dialProxy(proxy, extra = {}) {
    const host = proxy.hostname.replace(/^\[|\]$/g, '');
    const secure = proxy.protocol === 'https:';
    const port = Number(proxy.port) || (secure ? 443 : 80);
    return secure
        ? external_node_tls_namespaceObject.connect({
            host,
            port,
            servername: external_node_net_namespaceObject.isIP(host) ? undefined : host,
            ALPNProtocols: ['http/1.1'],
            ...extra,
        })
        : external_node_net_namespaceObject.connect({ host, port, ...extra });
}
/**
 * A CONNECT tunnel through `proxy` to `host:port`, as a stream that exists at once: bytes written
 * before the proxy answers wait for its 200, so a TLS socket can be wrapped around it in the same
 * tick. The raw reader (`raw-connections.ts`) needs that: it gives `onread` to `tls.connect`
 * when the connection is made, and a library's tunnel comes back already wrapped in TLS.
 * A refusal (407, 403, 502...) destroys the stream with an error naming the proxy by host only.
 */
class ProxyTunnel extends external_node_stream_namespaceObject.Duplex {
    socket;
    open = false;
    head = Buffer.alloc(0);
    waiting = [];
    constructor(proxyUrl, host, port) {
        super();
        const proxy = new URL(proxyUrl);
        this.socket = dialProxy(proxy);
        const authority = `${external_node_net_namespaceObject.isIPv6(host) ? `[${host}]` : host}:${port}`;
        const lines = [`CONNECT ${authority} HTTP/1.1`, `Host: ${authority}`];
        const authorization = proxyAuthorization(proxy);
        if (authorization)
            lines.push(`Proxy-Authorization: ${authorization}`);
        this.socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        const onHead = (chunk) => {
            this.head = Buffer.concat([this.head, chunk]);
            const end = this.head.indexOf('\r\n\r\n');
            if (end < 0) {
                if (this.head.length > MAX_CONNECT_HEAD_BYTES)
                    this.destroy(new Error(`the proxy ${proxyDisplay(proxyUrl)} sent too long an answer`));
                return;
            }
            this.socket.off('data', onHead);
            const status = this.head.toString('latin1', 0, this.head.indexOf('\r\n'));
            if (!/^HTTP\/1\.[01] 2\d\d /.test(`${status} `)) {
                this.destroy(Object.assign(new Error(`the proxy ${proxyDisplay(proxyUrl)} refused a tunnel to ${authority}: ${JSON.stringify(status)}`), { code: 'ProxyRefused', statusCode: Number(status.split(' ')[1]) || undefined }));
                return;
            }
            this.open = true;
            const rest = this.head.subarray(end + 4);
            this.head = Buffer.alloc(0);
            if (rest.length)
                this.push(rest);
            this.socket.on('data', (data) => {
                if (!this.push(data))
                    this.socket.pause();
            });
            for (const go of this.waiting.splice(0))
                go();
        };
        this.socket.on('data', onHead);
        this.socket.on('end', () => this.push(null));
        this.socket.on('error', (error) => this.destroy(error));
        this.socket.on('close', () => {
            if (this.destroyed)
                return;
            // Open, the end of what was pushed is read first; before the answer, it is a failure.
            if (this.open)
                this.push(null);
            else
                this.destroy(Object.assign(new Error(`the proxy ${proxyDisplay(proxyUrl)} closed the tunnel`), {
                    code: 'ECONNRESET',
                }));
        });
    }
    _read() {
        this.socket.resume();
    }
    _write(chunk, _encoding, done) {
        if (this.open)
            this.socket.write(chunk, done);
        else
            this.waiting.push(() => this.socket.write(chunk, done));
    }
    _final(done) {
        if (this.open)
            this.socket.end(done);
        else
            this.waiting.push(() => this.socket.end(done));
    }
    _destroy(error, done) {
        this.socket.destroy();
        done(error);
    }
}

;// CONCATENATED MODULE: ./build/s3/raw/raw-connections.js



/**
 * Idle sockets kept per endpoint; more are closed when returned (a burst's leftovers). Above the
 * default 64 small GETs in flight and their parts, so a pause between listing pages does not
 * close half the pool only to dial it again.
 */
const MAX_IDLE_PER_ENDPOINT = 128;
/**
 * An idle socket is closed after this long: under the idle timeouts servers use (RGW's beast
 * 65 s, AWS S3 about 20 s, many proxies 5 s), so we rarely send on a socket the server is
 * closing. The retry of a stale socket (`raw-get.ts`) covers the rest.
 */
const IDLE_MS = 4_000;
/**
 * A socket that reads into the buffers of whoever uses it now. `onread` is given once, when the
 * socket dials, so the socket's reads are routed here and passed on to the current user; while
 * idle they go to a spare buffer, and any byte the server sends then is a protocol error.
 */
class RawConnection {
    key;
    onGone;
    socket;
    /** A buffer of the connection's own, for reads no user has a place for. */
    spare = Buffer.allocUnsafe(16 * 1024);
    /** The current exchange's scratch (`raw-exchange.ts`), kept from one exchange to the next. */
    scratch = Buffer.allocUnsafe(16 * 1024);
    /** How many requests this connection carried before the current one. */
    served = 0;
    user;
    /** Through an HTTP proxy to an `http://` server: what the request line starts with. */
    absoluteBase;
    proxyHeader;
    constructor(endpoint, key, onGone) {
        this.key = key;
        this.onGone = onGone;
        const secure = endpoint.protocol === 'https:';
        const port = endpoint.port ?? (secure ? 443 : 80);
        const onread = {
            buffer: () => (this.user ? this.user.nextBuffer() : this.spare),
            callback: (n, buffer) => {
                if (this.user)
                    return this.user.onRead(n, buffer);
                this.socket.destroy(); // bytes nobody asked for: the connection is out of step
                return false;
            },
        };
        const host = endpoint.hostname.replace(/^\[|\]$/g, '');
        const proxy = endpoint.proxy ? new URL(endpoint.proxy) : undefined;
        // Plain HTTP through a proxy: absolute-form requests on a connection to the proxy itself.
        if (proxy && !secure) {
            this.absoluteBase = `http://${endpoint.hostname}${endpoint.port ? `:${port}` : ''}`;
            this.proxyHeader = proxyAuthorization(proxy);
        }
        // tls.connect takes `onread` when it dials the socket itself (Node 15.8+), though its types
        // say nothing of it. Around a CONNECT tunnel it ignores `onread` (Node 24 still): the tunnel's
        // reads come as 'data' events, copied into the user's buffers (`TunnelReads`).
        const tunnel = proxy && secure ? new ProxyTunnel(proxy.href, host, port) : undefined;
        this.socket = secure
            ? external_node_tls_namespaceObject.connect({
                ...(tunnel ? { socket: tunnel } : { host, port, onread }),
                servername: external_node_net_namespaceObject.isIP(host) ? undefined : host,
                ALPNProtocols: ['http/1.1'],
            })
            : proxy
                ? dialProxy(proxy, { onread })
                : external_node_net_namespaceObject.connect({ host, port, onread });
        if (tunnel)
            new TunnelReads(this.socket, onread);
        this.socket.on('timeout', () => {
            if (this.user)
                this.user.onFailure(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' }));
            else
                this.socket.destroy();
        });
        this.socket.on('error', (error) => this.user?.onFailure(error));
        // The server's FIN on an idle socket: it will take no more requests.
        this.socket.on('end', () => {
            if (!this.user)
                this.socket.destroy();
        });
        this.socket.on('close', () => {
            this.onGone(this);
            this.user?.onClose();
        });
    }
    /** A request's head as this connection sends it (absolute-form to an HTTP proxy). */
    requestHead(method, path, headers) {
        const lines = [`${method} ${this.absoluteBase ?? ''}${path} HTTP/1.1`];
        for (const [name, value] of Object.entries(headers))
            lines.push(`${name}: ${value}`);
        if (this.proxyHeader)
            lines.push(`Proxy-Authorization: ${this.proxyHeader}`);
        lines.push('', '');
        return lines.join('\r\n');
    }
    /** The connection is `user`'s until it is released or destroyed. */
    take(user) {
        this.user = user;
        this.socket.setTimeout(0);
        this.socket.ref();
        // Reading, whatever the last user left: a ref'd socket that does not read keeps no process
        // alive, and its answer would never be read.
        this.socket.resume();
    }
    /** Idle again: reads go to the spare, and the socket neither keeps the process nor lives long. */
    idle() {
        this.user = undefined;
        this.served++;
        this.socket.setTimeout(IDLE_MS);
        this.socket.unref();
        this.socket.resume();
    }
}
/**
 * A socket's 'data' chunks handed on as `onread` would hand them: copied into the buffers the
 * target gives, piece by piece. When the target says stop (false), the socket pauses (as
 * `onread` does) and the rest of the chunk waits for the socket's resume, before anything read
 * after it. A copy per read, which `onread` spares: the cost of a tunnel.
 */
class TunnelReads {
    socket;
    target;
    held;
    constructor(socket, target) {
        this.socket = socket;
        this.target = target;
        socket.on('data', (chunk) => this.deliver(chunk));
        socket.on('resume', () => {
            const held = this.held;
            this.held = undefined;
            if (held)
                this.deliver(held);
        });
    }
    deliver(chunk) {
        if (this.held) {
            this.held = Buffer.concat([this.held, chunk]);
            return;
        }
        let at = 0;
        while (at < chunk.length && !this.socket.destroyed) {
            const into = this.target.buffer();
            const n = chunk.copy(into, 0, at);
            at += n;
            if (!this.target.callback(n, into)) {
                if (at < chunk.length)
                    this.held = chunk.subarray(at);
                this.socket.pause();
                return;
            }
        }
    }
}
/**
 * Keep-alive connections for raw GETs (`raw-get.ts`), per endpoint (protocol, host, port). A
 * connection comes back only from an exchange whose body was read exactly to its Content-Length
 * on an answer that did not say `close`; one that failed, stalled or was abandoned is destroyed
 * by its exchange. Reusing them spares a TCP (and TLS) handshake per GET and the server's and
 * our kernel's work of opening and closing.
 */
class RawConnectionPool {
    maxIdlePerEndpoint;
    idleByEndpoint = new Map();
    constructor(maxIdlePerEndpoint = MAX_IDLE_PER_ENDPOINT) {
        this.maxIdlePerEndpoint = maxIdlePerEndpoint;
    }
    /** The most recently idle connection to the endpoint (or a new one when `fresh`), for `user`. */
    acquire(endpoint, user, fresh = false) {
        const key = endpointKey(endpoint);
        const connection = (!fresh && this.idleByEndpoint.get(key)?.pop()) ||
            new RawConnection(endpoint, key, (gone) => this.forget(gone));
        connection.take(user);
        return connection;
    }
    /**
     * Opens up to `count` connections to the endpoint ahead of the requests that will use them,
     * less those idle already: their handshakes (a round trip each, two with TLS) then overlap
     * what the job waits on before its first requests (a restore's manifest), instead of adding
     * to each request's own wait. They wait idle as any returned connection does (closed after
     * IDLE_MS unused), counted as having served once, so one the server closed meanwhile is sent
     * again on a new connection (`raw-get.ts`) rather than spending a retry.
     */
    preconnect(endpoint, count) {
        const key = endpointKey(endpoint);
        const opened = Math.max(0, count - (this.idleByEndpoint.get(key)?.length ?? 0));
        for (let i = 0; i < opened; i++)
            this.release(new RawConnection(endpoint, key, (gone) => this.forget(gone)));
        return opened;
    }
    /** Takes back a connection whose last answer was read whole and may carry another request. */
    release(connection) {
        const idle = this.idleByEndpoint.get(connection.key) ?? [];
        if (connection.socket.destroyed || idle.length >= this.maxIdlePerEndpoint) {
            connection.socket.destroy();
            return;
        }
        connection.idle();
        idle.push(connection);
        this.idleByEndpoint.set(connection.key, idle);
    }
    /** How many connections wait idle (for tests). */
    idleCount() {
        let count = 0;
        for (const idle of this.idleByEndpoint.values())
            count += idle.length;
        return count;
    }
    /** Closes every idle connection. */
    close() {
        for (const idle of this.idleByEndpoint.values())
            for (const connection of idle.splice(0))
                connection.socket.destroy();
    }
    forget(connection) {
        const idle = this.idleByEndpoint.get(connection.key);
        const at = idle?.indexOf(connection) ?? -1;
        if (at >= 0)
            idle.splice(at, 1);
    }
}
/** The pool's name for an endpoint: connections to it are interchangeable. */
function endpointKey(endpoint) {
    return `${endpoint.protocol}//${endpoint.hostname}:${endpoint.port ?? ''} ${endpoint.proxy ?? ''}`;
}
/** The process's (or worker thread's) pool: each thread has its own sockets. */
const rawConnections = new RawConnectionPool();

;// CONCATENATED MODULE: ./build/cache/store/release-buffer.js
/**
 * Frees a buffer's memory now instead of at the thread's next garbage collection, by detaching
 * its ArrayBuffer (`ArrayBuffer.prototype.transfer(0)`, Node 21 and later; a no-op where it is
 * missing). V8 collects a worker's dead buffers late: 200 frames of 2 MB decoded one after the
 * other held 124 MB of RSS, against 52 MB when each was released (a script on the shared
 * machine), and a restore's worker arenas stayed as large as that pile.
 *
 * Only for buffers the caller owns outright, with no other view still in use: every view of the
 * ArrayBuffer becomes empty. Buffers up to Buffer.poolSize are left alone, since small ones
 * share Node's allocation pool with unrelated buffers.
 */
function release_buffer_releaseBuffer(view) {
    const buffer = view.buffer;
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength <= Buffer.poolSize)
        return;
    if (buffer.detached === false)
        buffer.transfer?.(0);
}

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:zlib"
const external_node_zlib_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./build/cache/store/file-digest.js


/** Large files are read (and hashed) in pieces of this size. */
const READ_CHUNK_BYTES = 1 << 20;
/**
 * The hex SHA-256 of bytes in memory: one call, with no Hash object made per file (the restore
 * and the save check tens of thousands of small files).
 */
function file_digest_sha256Hex(bytes) {
    return (0,external_node_crypto_namespaceObject.hash)('sha256', bytes, 'hex');
}
/** The SHA-256 of bytes in memory, as its 32 bytes. */
function sha256Digest(bytes) {
    return (0,external_node_crypto_namespaceObject.hash)('sha256', bytes, 'buffer');
}
/** The hex SHA-256 of a file's content, read in pieces with blocking calls (a worker's). */
function hashFile(file) {
    return fileSha256(file).toString('hex');
}
/** The SHA-256 of a file's content as its 32 bytes (see hashFile). */
function fileSha256(file) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(file, 'r');
    try {
        return fdSha256(fd);
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/** The SHA-256 of an open file's content from its start, read in pieces with blocking calls. */
function fdSha256(fd) {
    const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256');
    const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    for (let position = 0;;) {
        const n = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, 0, buffer.length, position);
        if (n === 0)
            break;
        hash.update(n === buffer.length ? buffer : buffer.subarray(0, n));
        position += n;
    }
    return hash.digest();
}

;// CONCATENATED MODULE: ./build/secret-text.js
/**
 * The run's secret values (a secret access key, a session token) and the one function that
 * clears them from text on its way out. A server may echo them: an endpoint that quotes the
 * request's session token in its error message would otherwise put it in stderr, the step log
 * and the job summary. The front-ends apply `redactSecrets` at their output edges (the process's
 * stdout and stderr, the step's outputs and summary), never along the way, so no message can
 * take a path that misses it.
 *
 * The values are known from the environment, the action's inputs and the credentials the SDK
 * resolves (a profile's, a role's), so they are gathered here, process-wide, as each is learnt.
 */
/** What a secret is replaced with, as the runner's own masking writes it. */
const REDACTED = '***';
/**
 * Shorter values are not redacted: every `abc` of a log would go with a three-letter "secret",
 * and a real key or token is tens of characters long. The runner still masks them (every value
 * is handed to the listeners).
 */
const MIN_SECRET_CHARS = 6;
const secrets = new Set();
const listeners = (/* unused pure expression or super */ null && ([]));
/** The values' forms as one pattern; null when no value is long enough; undefined: to be made. */
let pattern;
/**
 * The forms a value takes in our output: as it is, JSON-escaped, HTML-escaped as the summaries
 * escape text (report/summary-text.ts), percent-encoded.
 */
function formsOf(secret) {
    const html = secret
        .replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
        .replace(/@/g, '&#8203;@');
    return [secret, JSON.stringify(secret).slice(1, -1), html, encodeURIComponent(secret)];
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Learns secret values (empty and undefined ones are skipped); listeners hear each new one. */
function addSecrets(values) {
    for (const value of values) {
        if (value === undefined || value === '' || secrets.has(value))
            continue;
        secrets.add(value);
        pattern = undefined;
        for (const listener of listeners)
            listener(value);
    }
}
/** Calls `listener` with every secret known now and each one learnt later. */
function onSecret(listener) {
    listeners.push(listener);
    for (const secret of secrets)
        listener(secret);
}
/** The secret values the AWS environment variables hold (the SDK's and the CLI's names). */
function secretsFromEnv(env) {
    return [env.AWS_SECRET_ACCESS_KEY, env.AWS_SESSION_TOKEN, env.AWS_SECURITY_TOKEN];
}
/** `text` with every known secret, in any of the forms we write it, replaced by `***`. */
function secret_text_redactSecrets(text) {
    pattern ??= patternOf([...secrets].filter((secret) => secret.length >= MIN_SECRET_CHARS));
    return pattern === null ? text : text.replace(pattern, REDACTED);
}
function patternOf(values) {
    if (values.length === 0)
        return null;
    const forms = [...new Set(values.flatMap(formsOf))]
        // The longest first: a form that contains another is replaced whole.
        .sort((a, b) => b.length - a.length);
    return new RegExp(forms.map(escapeRegExp).join('|'), 'g');
}
const redacting = new WeakSet();
/**
 * Makes every later write of `stream` go out through redactSecrets. Each write is whole text
 * (lines, or a block of whole lines), so no secret is split between two writes. `passes` lets a
 * chunk through as it is: the runner's `::add-mask::` command must carry the value it masks.
 */
function redactStream(stream, passes = () => false) {
    // Once per stream: the tests run many commands in one process.
    if (redacting.has(stream))
        return;
    redacting.add(stream);
    const write = stream.write.bind(stream);
    stream.write = ((chunk, ...rest) => {
        if (secrets.size === 0)
            return write(chunk, ...rest);
        const text = typeof chunk === 'string'
            ? chunk
            : chunk instanceof Uint8Array
                ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8')
                : undefined;
        if (text === undefined || passes(text))
            return write(chunk, ...rest);
        const redacted = secret_text_redactSecrets(text);
        if (redacted === text)
            return write(chunk, ...rest);
        // A Buffer's encoding argument no longer applies to the string it became.
        const args = typeof chunk === 'string' ? rest : rest.filter((a) => typeof a === 'function');
        return write(redacted, ...args);
    });
}

;// CONCATENATED MODULE: ./build/cache/store/cache-names.js

/** The format's folder under the store prefix: a later format can live beside it. */
const FORMAT_FOLDER = 's3-cache-v1/';
/** S3's limit on a key's length, in UTF-8 bytes. */
const MAX_OBJECT_KEY_BYTES = 1024;
/** Thrown when a key or scope cannot be named in the store. */
class CacheNameError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'CacheNameError';
}
/** The store's root: `prefix/` (a trailing slash added) plus the format folder. */
function storeRoot(store) {
    const prefix = store.prefix === '' || store.prefix.endsWith('/') ? store.prefix : `${store.prefix}/`;
    return `${prefix}${FORMAT_FOLDER}`;
}
/**
 * Encodes untrusted text into one segment of an object name, character by character, so that
 * `encodeSegment(a)` is a prefix of `encodeSegment(a + b)`: a restore key becomes an S3 prefix.
 * `%`, `/`, control characters and DEL become `%XX` of their UTF-8 bytes, and so does a leading
 * `.` (no segment is `.` or `..`); everything else, Unicode included, is kept as it is.
 */
function encodeSegment(text) {
    let out = '';
    for (const char of text) {
        const code = char.codePointAt(0);
        const lone = code >= 0xd800 && code <= 0xdfff; // a lone surrogate has no UTF-8 form
        if (code < 0x20 || code === 0x7f || char === '%' || char === '/' || lone) {
            for (const byte of Buffer.from(lone ? '\ufffd' : char, 'utf8'))
                out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        }
        else if (char === '.' && out === '') {
            out += '%2E';
        }
        else {
            out += char;
        }
    }
    return out;
}
function decodeSegment(segment) {
    return decodeURIComponent(segment);
}
/**
 * GitHub's form of a repository's name: `OWNER/NAME`, each part of letters, digits, `-_.`, and
 * neither `.` nor `..`.
 */
const REPOSITORY_NAME = /^(?!\.\.?\/)[A-Za-z0-9_.-]+\/(?!\.\.?$)[A-Za-z0-9_.-]+$/;
/** The folder of the keyspace every repository shares, the only one of the first layout. */
const SHARED_ENTRIES = 'entries/';
/** The folder holding one keyspace per repository, `repos/OWNER/NAME/`. */
const REPOSITORY_ENTRIES = 'repos/';
/**
 * Where the store's keyspace keeps its manifests: `repos/OWNER/NAME/` for a repository's own,
 * `entries/` for the shared one. Separate folders, not a field inside a name, so that an IAM
 * policy can grant one repository's jobs its own prefix and nothing else.
 */
function entriesFolder(store) {
    if (store.repository === undefined)
        return `${storeRoot(store)}${SHARED_ENTRIES}`;
    if (!REPOSITORY_NAME.test(store.repository))
        throw new CacheNameError(`the repository must be OWNER/NAME, got ${JSON.stringify(store.repository)}`);
    const [owner, name] = store.repository.split('/');
    return `${storeRoot(store)}${REPOSITORY_ENTRIES}${encodeSegment(owner)}/${encodeSegment(name)}/`;
}
/** Where the manifests of one scope and version live; every lookup lists under it. */
function entryFolder(store, scope, version) {
    if (!/^[0-9a-f]{64}$/.test(version))
        throw new CacheNameError(`the cache version must be 64 hex digits, got ${JSON.stringify(version)}`);
    if (scope === '')
        throw new CacheNameError('the cache scope must not be empty');
    return `${entriesFolder(store)}${encodeSegment(scope)}/${version}/`;
}
/** The manifest's object name for a key (or, for a restore key, the prefix of those names). */
function manifestName(store, scope, version, key) {
    const name = `${entryFolder(store, scope, version)}${encodeSegment(key)}`;
    if (Buffer.byteLength(name) > MAX_OBJECT_KEY_BYTES)
        throw new CacheNameError(`the cache key ${JSON.stringify(redactSecrets(key).slice(0, 80))}... is too long to name in the store (S3 keys hold at most ${MAX_OBJECT_KEY_BYTES} bytes)`);
    return name;
}
/** Splits a manifest's object name back into scope, version and key; undefined if it is not one. */
function parseManifestName(store, objectKey) {
    const folder = entriesFolder(store);
    if (!objectKey.startsWith(folder))
        return undefined;
    return parseEntryPath(objectKey.slice(folder.length));
}
function parseEntryPath(rest) {
    const parts = rest.split('/');
    // An empty segment is no name a save writes (a folder marker `.../<version>/`, `a//b`).
    if (parts.length !== 3 || !/^[0-9a-f]{64}$/.test(parts[1]) || !parts[0] || !parts[2])
        return undefined;
    try {
        return { scope: decodeSegment(parts[0]), version: parts[1], key: decodeSegment(parts[2]) };
    }
    catch {
        return undefined;
    }
}
/** The folders that hold manifests, whatever their keyspace: what prune lists. */
function allEntryFolders(store) {
    const root = storeRoot(store);
    return [`${root}${SHARED_ENTRIES}`, `${root}${REPOSITORY_ENTRIES}`];
}
/**
 * Any manifest's object name, in any keyspace: its repository (undefined for the shared
 * keyspace), scope, version and key; undefined if it is not a manifest's name.
 */
function parseAnyManifestName(store, objectKey) {
    const [shared, repos] = allEntryFolders(store);
    if (objectKey.startsWith(shared)) {
        const parsed = parseEntryPath(objectKey.slice(shared.length));
        return parsed && { repository: undefined, ...parsed };
    }
    if (!objectKey.startsWith(repos))
        return undefined;
    const parts = objectKey.slice(repos.length).split('/');
    if (parts.length !== 5)
        return undefined;
    let repository;
    try {
        repository = `${decodeSegment(parts[0])}/${decodeSegment(parts[1])}`;
    }
    catch {
        return undefined;
    }
    if (!REPOSITORY_NAME.test(repository))
        return undefined;
    const parsed = parseEntryPath(parts.slice(2).join('/'));
    return parsed && { repository, ...parsed };
}
function casFolder(store) {
    return `${storeRoot(store)}cas/`;
}
/**
 * Where each level's packs and blobs live, relative to the store root. The trusted level keeps
 * the folders every release before levels wrote, so its content stays where it was; the pull
 * requests' is a folder of its own beside them.
 */
const LEVEL_FOLDER = {
    trusted: 'cas/',
    'pull-request': 'cas/pr/',
};
/** Object names relative to the store root, as manifests record them. */
function packName(sha256, level) {
    return `${LEVEL_FOLDER[level]}packs/${sha256}.tar.zst`;
}
function blobName(sha256, level) {
    return `${LEVEL_FOLDER[level]}blobs/${sha256}`;
}
/**
 * The names of the format's packs and blobs, in either level's folder: the hash of what they
 * hold, or, for a copy a save wrote because the object under that name was not what it should
 * be (another writer put other bytes there first), the hash and `-` and 32 random hex digits.
 */
const STORE_OBJECT_NAME = /^cas\/(pr\/)?(packs\/[0-9a-f]{64}(-[0-9a-f]{32})?\.tar\.zst|blobs\/[0-9a-f]{64}(-[0-9a-f]{32})?)$/;
/** The level whose folder holds a pack or blob (a name `isStoreObjectName` accepts). */
function levelOfObjectName(name) {
    return name.startsWith(LEVEL_FOLDER['pull-request']) ? 'pull-request' : 'trusted';
}
/** Checks an object name read from a manifest: it must be one of ours, not any key in the bucket. */
function cache_names_isStoreObjectName(name) {
    return STORE_OBJECT_NAME.test(name);
}
/** Whether a key of the bucket is a pack or blob of this store (what prune may delete). */
function isStoreObjectKey(store, objectKey) {
    const root = storeRoot(store);
    return objectKey.startsWith(root) && cache_names_isStoreObjectName(objectKey.slice(root.length));
}
/**
 * Another name for the content of `name` (a pack's or a blob's), which nobody can know before
 * the save picks it: random, so that no one can put other bytes there first.
 */
function alternativeName(name, random) {
    if (!/^[0-9a-f]{32}$/.test(random))
        throw new CacheNameError('a random suffix is 32 hex digits');
    const base = name.replace(/-[0-9a-f]{32}(?=\.tar\.zst$|$)/, '');
    return base.endsWith('.tar.zst')
        ? `${base.slice(0, -'.tar.zst'.length)}-${random}.tar.zst`
        : `${base}-${random}`;
}

;// CONCATENATED MODULE: ./build/cache/store/pack-limits.js
/**
 * The sizes a save writes, shared with the restore, which holds what it reads to them: the bucket
 * is untrusted, and a 36 KB frame that decoded to 1 GiB took a worker to 2.15 GB (issue 25).
 */
/** Files at or above this size are blobs of their own; smaller ones go into packs. */
const pack_limits_BLOB_MIN_BYTES = 8 * 1024 * 1024;
/** Uncompressed tar members per zstd frame of a pack: the unit a partial restore fetches. */
const FRAME_INPUT_BYTES = 2 * 1024 * 1024;
/** Uncompressed input per frame of a compressed blob. */
const pack_limits_BLOB_FRAME_BYTES = 4 * 1024 * 1024;
/**
 * The most a compressed blob's frame can take as stored: zstd's bound for BLOB_FRAME_BYTES of
 * input (ZSTD_COMPRESSBOUND, zstd.h: the input plus 1/256 of it). A longer frame is no save's,
 * and the restore, which holds a frame's stored bytes whole, refuses it unread.
 */
const MAX_BLOB_FRAME_STORED_BYTES = pack_limits_BLOB_FRAME_BYTES + (pack_limits_BLOB_FRAME_BYTES >> 8);
const TAR_BLOCK = 512;
/**
 * The most a pack's frame decodes to: a frame is cut once it holds FRAME_INPUT_BYTES, so it ends
 * with at most one member more (a header and a file under BLOB_MIN_BYTES, padded to a block),
 * and the last frame adds tar's two zero blocks.
 */
const pack_limits_MAX_PACK_FRAME_BYTES = FRAME_INPUT_BYTES + pack_limits_BLOB_MIN_BYTES + 3 * TAR_BLOCK;

;// CONCATENATED MODULE: ./build/cache/store/path-table.js
/**
 * A tree's paths as one UTF-8 string table: the bytes of every path end to end in one buffer,
 * and where each one ends in a Uint32Array, both grown by doubling. A JS string per path cost
 * about 155 bytes per entry (heap snapshots of a 200,000-file save: 31 MB of flat and
 * concatenated strings, held from the walk to the manifest); here a path costs its bytes plus 4.
 * A string is made only where one is needed (`at`, for one fs call or one JSON piece) and
 * dropped after. Paths compare as UTF-8 bytes (S3's order), never as JS strings.
 */


class path_table_PathTable {
    bytes;
    ends;
    count = 0;
    /** Room for `rows` paths of `bytes` bytes in all (it grows past either as needed). */
    constructor(rows = 1024, bytes = rows * 64) {
        this.ends = new Uint32Array(Math.max(rows, 16));
        this.bytes = Buffer.allocUnsafeSlow(Math.max(bytes, 1024));
    }
    /** A table of `paths`, in order. */
    static of(paths) {
        const table = new path_table_PathTable();
        for (const p of paths)
            table.add(p);
        return table.trim();
    }
    get length() {
        return this.count;
    }
    /** Bytes held by all the paths (not the spare room). */
    get byteLength() {
        return this.count === 0 ? 0 : this.ends[this.count - 1];
    }
    /** Where path `i` starts in the table's bytes. */
    start(i) {
        return i === 0 ? 0 : this.ends[i - 1];
    }
    /** Where path `i` ends in the table's bytes. */
    end(i) {
        return this.ends[i];
    }
    /** Path `i` as a string (made now, for the caller to drop). */
    at(i) {
        this.check(i);
        return this.bytes.toString('utf8', this.start(i), this.ends[i]);
    }
    /** Appends `text`; returns its row. */
    add(text) {
        return this.addJoined('', text);
    }
    /** Appends `folder/name` (or `name` when folder is ''), with no joined string made. */
    addJoined(folder, name) {
        // UTF-8 takes at most 3 bytes per UTF-16 unit.
        this.room(3 * (folder.length + name.length) + 1);
        let at = this.byteLength;
        if (folder !== '') {
            at += this.bytes.write(folder, at, 'utf8');
            this.bytes[at++] = 0x2f; // '/'
        }
        at += this.bytes.write(name, at, 'utf8');
        this.ends[this.count] = at;
        return this.count++;
    }
    /** Appends path `i` of `other` as it is (its bytes copied, no string made); returns its row. */
    addFrom(other, i) {
        const [start, end] = [other.start(i), other.end(i)];
        this.room(end - start);
        const at = this.byteLength;
        other.bytes.copy(this.bytes, at, start, end);
        this.ends[this.count] = at + end - start;
        return this.count++;
    }
    /** Path `i`'s bytes (a view: valid until the next add). */
    bytesOf(i) {
        this.check(i);
        return this.bytes.subarray(this.start(i), this.ends[i]);
    }
    /** Paths `from`..`to` (excluded) as their own bytes and ends (copies, to post to a worker). */
    slice(from, to) {
        const base = from === 0 ? 0 : this.ends[from - 1];
        const ends = this.ends.slice(from, to);
        for (let n = 0; n < ends.length; n++)
            ends[n] -= base;
        const bytes = new Uint8Array(ends.length ? ends[ends.length - 1] : 0);
        bytes.set(this.bytes.subarray(base, base + bytes.length));
        return { bytes, ends };
    }
    /** UTF-8 byte order of path `i` against path `j` of `other` (negative, 0 or positive). */
    compare(i, other, j) {
        return this.bytes.compare(other.bytes, other.start(j), other.end(j), this.start(i), this.end(i));
    }
    /** Whether path `i` and path `j` of `other` are the same bytes. */
    equals(i, other, j) {
        return (this.end(i) - this.start(i) === other.end(j) - other.start(j) &&
            this.compare(i, other, j) === 0);
    }
    /** Whether path `i` is empty (a root itself). */
    isEmpty(i) {
        return this.end(i) === this.start(i);
    }
    /**
     * A 32-bit hash of path `i`'s bytes under `seed`: FNV-1a from a seeded start, then a full
     * avalanche (murmur3's fmix32). Without both, the low bits (all a table's mask keeps) depend
     * only on the low bits of the start and the bytes, so a manifest's writer could pick paths that
     * all share one probe chain and make a restore's duplicate check quadratic.
     */
    hash(i, seed = 0) {
        let h = (0x811c9dc5 ^ seed) >>> 0;
        const { bytes } = this;
        for (let at = this.start(i), end = this.end(i); at < end; at++)
            h = Math.imul(h ^ bytes[at], 0x01000193);
        h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
        h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
        return (h ^ (h >>> 16)) >>> 0;
    }
    /** Gives back the spare room once the table is complete (the doubling leaves up to half). */
    trim() {
        if (this.bytes.length > this.byteLength)
            this.bytes = replaced(this.bytes, this.byteLength);
        if (this.ends.length > this.count) {
            const old = this.ends;
            this.ends = old.slice(0, this.count);
            release_buffer_releaseBuffer(new Uint8Array(old.buffer));
        }
        return this;
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.count; i++)
            yield this.at(i);
    }
    room(bytes) {
        if (this.count === this.ends.length) {
            const ends = new Uint32Array(Math.max(this.ends.length * 2, 16));
            ends.set(this.ends);
            release_buffer_releaseBuffer(new Uint8Array(this.ends.buffer));
            this.ends = ends;
        }
        const need = this.byteLength + bytes;
        if (need > this.bytes.length) {
            this.bytes = replaced(this.bytes, Math.max(this.bytes.length * 2, need), this.byteLength);
        }
    }
    check(i) {
        if (!(i >= 0 && i < this.count))
            throw new RangeError(`no path ${i} in a table of ${this.count}`);
    }
}
/**
 * Finds rows of a PathTable by their bytes (and a root number), with no string or map entry per
 * path: open addressing over row numbers, keyed by the table's hash, each candidate compared in
 * full. For duplicate checks and for matching a tree's paths with a prior manifest's.
 */
class PathIndex {
    table;
    rootOf;
    slots;
    mask;
    free;
    /** Unknown to whoever wrote the paths, so they cannot choose paths that collide. */
    seed = getRandomValues(new Uint32Array(1))[0];
    constructor(table, rootOf = () => 0, capacity = table.length) {
        this.table = table;
        this.rootOf = rootOf;
        let size = 16;
        while (size < capacity * 2)
            size *= 2;
        this.slots = new Int32Array(size).fill(-1);
        this.mask = size - 1;
        this.free = size - 1; // one slot stays empty, so that every probe ends
    }
    /** Adds row `row` of the table; returns an earlier row with the same root and path, or -1. */
    add(row) {
        const root = this.rootOf(row);
        for (let s = this.table.hash(row, this.seedFor(root)) & this.mask;; s = (s + 1) & this.mask) {
            const other = this.slots[s];
            if (other < 0) {
                if (this.free-- === 0)
                    throw new RangeError('a PathIndex got more rows than it was made for');
                this.slots[s] = row;
                return -1;
            }
            if (this.rootOf(other) === root && this.table.equals(other, this.table, row))
                return other;
        }
    }
    seedFor(root) {
        return this.seed ^ Math.imul(root, 0x9e3779b1);
    }
    /** The row added with path `i` of `other` under root `root`, or -1. */
    find(other, i, root = 0) {
        for (let s = other.hash(i, this.seedFor(root)) & this.mask;; s = (s + 1) & this.mask) {
            const row = this.slots[s];
            if (row < 0)
                return -1;
            if (this.rootOf(row) === root && this.table.equals(row, other, i))
                return row;
        }
    }
}
/**
 * A buffer of `size` bytes holding the first `keep` of `old`, whose memory is freed now: a main
 * thread whose heap stops growing (a restore's, after its plan) never collects the old one, and
 * a 200,000-path table's spare copies kept 25 MB of RSS to the end.
 */
function replaced(old, size, keep = size) {
    const fresh = Buffer.allocUnsafeSlow(size);
    old.copy(fresh, 0, 0, keep);
    release_buffer_releaseBuffer(old);
    return fresh;
}

;// CONCATENATED MODULE: ./build/cache/store/manifest-check.js



const SHA = /^[0-9a-f]{64}$/;
/** A plain character class: a quantified group would backtrack through 50,000 hashes. */
const HEX = /^[0-9a-f]*$/;
const isCount = (n) => Number.isSafeInteger(n) && n >= 0;
const TYPES = /^[fdl]*$/;
/** An ETag as recorded (quotes removed): printable ASCII without quotes, at most 256 characters. */
const ETAG = /^[\x21\x23-\x7e]{1,256}$/;
function checkObjects(objects, fail) {
    objects.forEach((value, i) => {
        const o = value;
        if (o === null || typeof o !== 'object')
            fail(`object ${i} is not an object`);
        if (!isStoreObjectName(o.name) || !SHA.test(o.sha256) || !isCount(o.size))
            fail(`object ${i} is not one of the store's`);
        if (o.kind !== 'pack' && o.kind !== 'blob')
            fail(`object ${i} has kind ${String(o.kind)}`);
        if (o.compression !== 'zstd' && o.compression !== 'none')
            fail(`object ${i} compression`);
        if (o.etag !== undefined && (typeof o.etag !== 'string' || !ETAG.test(o.etag)))
            fail(`object ${i} has an ETag that is not one`);
        if (!Array.isArray(o.frames) || o.frames.length === 0)
            fail(`object ${i} has no frames`);
        for (const f of o.frames)
            if (!Array.isArray(f) || !isCount(f[0]) || !isCount(f[1]) || f[0] + f[1] > o.size)
                fail(`object ${i} frame range`);
    });
}
/** The column `name`, `length` numbers each passing `ok`. */
function numbers({ name, value }, length, ok, fail) {
    if (!Array.isArray(value) || value.length !== length)
        fail(`${name} has not ${length} rows`);
    const column = value;
    for (let i = 0; i < length; i++)
        if (typeof column[i] !== 'number' || !ok(column[i], i))
            fail(`${name} of row ${i}`);
    return column;
}
/**
 * Every file's content fits where a save would have stored it (pack-limits.ts): in a pack, a
 * file under BLOB_MIN_BYTES inside one frame's MAX_PACK_FRAME_BYTES; in a blob, no more than its
 * frames can hold. A restore then never decodes more than a frame's limit for any file.
 */
function checkContentSizes({ type, size, content }, objects, { object, at }, fail) {
    for (let i = 0; i < type.length; i++) {
        const k = content[i];
        if (k < 0)
            continue;
        const o = objects[object[k]];
        const fits = o.kind === 'pack'
            ? size[i] < BLOB_MIN_BYTES && at[k] + size[i] <= MAX_PACK_FRAME_BYTES
            : size[i] <= (o.compression === 'none' ? o.size : o.frames.length * BLOB_FRAME_BYTES);
        if (!fits)
            fail(`the content of row ${i} is larger than its ${o.kind} can hold`);
    }
}
/** The contents' columns: hashes, and each content's object, frame and offset, all in range. */
function checkContents(c, frames, fail) {
    if (typeof c.sha256 !== 'string' || c.sha256.length % 64 !== 0 || !HEX.test(c.sha256))
        fail('content hashes');
    const contentCount = c.sha256.length / 64;
    const object = numbers({ name: 'object', value: c.object }, contentCount, (n) => n < frames.length && isCount(n), fail);
    const frame = numbers({ name: 'frame', value: c.frame }, contentCount, (n, i) => isCount(n) && n < frames[object[i]], fail);
    const at = numbers({ name: 'at', value: c.at }, contentCount, isCount, fail);
    return { contentCount, object, frame, at };
}
/** The path column, `count` strings packed into one string table, each parsed string dropped as it is copied. */
function pathColumn(value, count, fail) {
    if (!Array.isArray(value) || value.length !== count)
        fail(`path has not ${count} rows`);
    const parsed = value;
    let bytes = 0;
    for (let i = 0; i < count; i++) {
        const p = parsed[i];
        if (typeof p !== 'string')
            return fail(`path of row ${i}`);
        bytes += Buffer.byteLength(p);
    }
    // Made to size: no spare room, no copy left behind by growing.
    const paths = new PathTable(count, bytes);
    for (let i = 0; i < count; i++) {
        paths.add(parsed[i]);
        parsed[i] = undefined;
    }
    paths.trim(); // a table under 1,024 bytes still has spare room
    return paths;
}
/** Symlink targets by row: one for each `l` row and none for another, never empty or with NUL. */
function linkColumn(value, type, fail) {
    const link = new Map();
    if (!Array.isArray(value))
        fail('symlink targets');
    for (const pair of value) {
        const [i, target] = Array.isArray(pair) ? pair : [];
        if (!isCount(i) || type[i] !== 'l' || link.has(i))
            fail(`symlink target of row ${String(i)}`);
        if (typeof target !== 'string' || target === '' || target.includes('\0'))
            fail(`symlink ${String(i)} target`);
        link.set(i, target);
    }
    let links = 0;
    for (let i = 0; i < type.length; i++)
        if (type.charCodeAt(i) === 108)
            links++; // 'l'
    if (links !== link.size)
        fail('a symlink has no target');
    return link;
}
/**
 * Checks the stored columns (of a version 2 manifest, or those made from version 1's files):
 * every column as long as the others, every index in range, every file with content placed in
 * a frame of an object, every symlink with a target. Paths are checked again before a restore
 * writes anything (restore-targets.ts).
 */
function manifest_check_checkColumns(stored, rootCount, objects, fail) {
    checkObjects(objects, fail);
    const frames = objects.map((o) => o.frames.length);
    const c = stored.contents;
    const e = stored.entries;
    if (!c || typeof c !== 'object' || !e || typeof e !== 'object')
        return fail('no entries');
    const { contentCount, object, frame, at } = checkContents(c, frames, fail);
    if (typeof e.type !== 'string' || !TYPES.test(e.type))
        fail('entry types');
    const type = e.type;
    const count = type.length;
    const root = numbers({ name: 'root', value: e.root }, count, (n) => isCount(n) && n < rootCount, fail);
    const paths = pathColumn(e.path, count, fail);
    const size = numbers({ name: 'size', value: e.size }, count, (n, i) => isCount(n) && (n === 0 || type[i] === 'f'), fail);
    const mode = numbers({ name: 'mode', value: e.mode }, count, isCount, fail);
    const mtime = numbers({ name: 'mtime', value: e.mtime }, count, Number.isFinite, fail);
    // A file with bytes has a content; nothing else has one.
    const content = numbers({ name: 'content', value: e.content }, count, (n, i) => (type[i] === 'f' && size[i] > 0 ? isCount(n) && n < contentCount : n === -1), fail);
    checkContentSizes({ type, size, content }, objects, { object, at }, fail);
    const link = linkColumn(e.link, type, fail);
    return {
        entries: { type, root, path: paths, size, mode, mtime, content, link },
        contents: { sha256: Buffer.from(c.sha256, 'hex'), object, frame, at },
    };
}

;// CONCATENATED MODULE: ./build/cache/store/manifest-v1.js
/** The first format: one JSON object per entry (`files`), read so that old entries still restore. */
const manifest_v1_MANIFEST_FORMAT_V1 = 's3-sync-cache/1';
const manifest_v1_SHA = /^[0-9a-f]{64}$/;
/**
 * Version 1's `files` turned into version 2's stored columns, which the caller then checks as it
 * checks any manifest. Version 1 repeated a content's hash and place with every file that held it;
 * here files with the same hash and place share one content row.
 */
function manifest_v1_columnsOfV1(files, fail) {
    if (!Array.isArray(files))
        return fail('files missing');
    const type = [];
    const root = [];
    const path = [];
    const size = [];
    const mode = [];
    const mtime = [];
    const content = [];
    const link = [];
    const sha256 = [];
    const object = [];
    const frame = [];
    const at = [];
    const rows = new Map();
    files.forEach((value, i) => {
        if (value === null || typeof value !== 'object')
            fail(`entry ${i} is not an object`);
        const f = value;
        if (f.t !== 'f' && f.t !== 'd' && f.t !== 'l')
            fail(`entry ${i} type ${JSON.stringify(f.t)}`);
        type.push(f.t);
        root.push(f.r);
        path.push(f.p);
        mode.push(f.m);
        mtime.push(f.mt);
        size.push(f.t === 'f' ? f.s : 0);
        if (f.t === 'l')
            link.push([i, f.l]);
        if (f.t === 'f' && typeof f.h === 'string' && !manifest_v1_SHA.test(f.h))
            fail(`file ${i} hash`);
        if (f.t !== 'f' || f.s === 0) {
            content.push(-1);
            return;
        }
        if (typeof f.h !== 'string')
            fail(`file ${i} hash`);
        const place = `${f.h} ${String(f.o)} ${String(f.fr)} ${String(f.at)}`;
        const row = rows.get(place);
        if (row !== undefined) {
            content.push(row);
            return;
        }
        rows.set(place, sha256.length);
        content.push(sha256.length);
        sha256.push(f.h);
        object.push(f.o);
        frame.push(f.fr);
        at.push(f.at);
    });
    return {
        entries: { type: type.join(''), root, path, size, mode, mtime, content, link },
        contents: { sha256: sha256.join(''), object, frame, at },
    };
}

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./build/cache/store/manifest-limits.js

/**
 * How much manifest this thread can afford to read. A manifest is untrusted: 3 KB of zstd can
 * hold a valid manifest plus ten million `{}` in a field nobody checks, and JSON.parse then built
 * them all and aborted the process (heap out of memory, exit 134): a failed job, not a miss. The
 * budget comes from the heap that is left, so an overrun is refused before it is parsed.
 *
 * JSON.parse costs at most about HEAP_BYTES_PER_JSON_BYTE of heap per byte of text once the
 * number of objects and arrays is bounded (MAX_STRUCTURE_DENSITY): the text itself (twice its
 * bytes when it holds a character above U+00FF), numbers as 8-byte slots or 16-byte heap numbers
 * for 2-3 bytes of text, short strings at about 5x, an object of unique keys at about 10x, and
 * the parser's temporary lists on top. Tried on Node 24 under `--max-old-space-size=128` with
 * JSON of the budget's size (arrays of `1`, of `1.5`, of 2-character strings, of `{}` and of
 * small arrays at the density limit, one object of 1.5 million unique keys): at 24 the object
 * of keys ran out of heap; at 32 none did (the largest reached 82 of 128 MB). The default heap
 * of a 7 GB runner (about 2 GB) then takes up to 60 MB of JSON, about 450,000 files.
 */
const HEAP_BYTES_PER_JSON_BYTE = 32;
/** Never more JSON than this, whatever the heap: 7 times a 1,000,000-file manifest. */
const MAX_MANIFEST_JSON_BYTES = (/* unused pure expression or super */ null && (1 << 30));
/**
 * At most one object or array per this many bytes of JSON. Format 2 holds a handful of arrays
 * plus one per symlink and per frame; an entry takes at least 16 bytes of its columns (a path of
 * one character, mode and mtime of one digit), a symlink pair at least 8 more; format 1 spends
 * about 100 bytes per entry object. A `{}` costs 2 bytes of text and about 40 of heap.
 */
const MAX_STRUCTURE_DENSITY = 16;
/** Spare structures for a manifest's fixed parts (header, roots, objects and their frames). */
const STRUCTURE_SLACK = 4096;
/** The most JSON a manifest may decode to on this thread now. */
function manifest_limits_manifestJsonBudgetBytes() {
    const heap = v8.getHeapStatistics();
    const free = Math.max(0, heap.heap_size_limit - heap.used_heap_size);
    return Math.min(MAX_MANIFEST_JSON_BYTES, Math.floor(free / HEAP_BYTES_PER_JSON_BYTE));
}
/**
 * The most a stored (compressed) manifest may be: never more than its JSON may be, as zstd does
 * not make JSON larger (a 50,000-file manifest is 1.94 MB stored, 6.9 MB of JSON).
 */
function manifestStoredBudgetBytes() {
    return manifest_limits_manifestJsonBudgetBytes();
}
/**
 * Whether JSON text has no more objects and arrays than its size allows: counted as `{` and `[`
 * bytes, in strings too (a path with brackets counts, and is far from the limit), by memchr
 * (Buffer.indexOf), about 1 ms for a 50,000-file manifest's 6.9 MB.
 */
function manifest_limits_structuresFit(json) {
    const allowed = Math.floor(json.length / MAX_STRUCTURE_DENSITY) + STRUCTURE_SLACK;
    let count = 0;
    for (const byte of [0x7b, 0x5b])
        // '{', '['
        for (let at = json.indexOf(byte); at !== -1; at = json.indexOf(byte, at + 1))
            if (++count > allowed)
                return false;
    return true;
}

;// CONCATENATED MODULE: ./build/cache/store/zstd-frame.js

const ZSTD_MAGIC = 0xfd2fb528;
const DEFAULT_CHUNK_BYTES = 1 << 20;
/**
 * The decoded size a zstd frame declares in its header (Frame_Content_Size, RFC 8878 3.1.1.1),
 * or undefined when it does not say. Our packs and blobs always say: zstdCompressSync sees the
 * whole input at once and writes it.
 */
function zstd_frame_frameContentSize(frame) {
    if (frame.length < 6)
        return undefined;
    const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
    if (view.getUint32(0, true) !== ZSTD_MAGIC)
        return undefined;
    const descriptor = frame[4];
    const fcsFlag = descriptor >> 6;
    const singleSegment = (descriptor >> 5) & 1;
    const dictFlag = descriptor & 3;
    const at = 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][dictFlag];
    const fcsBytes = [singleSegment ? 1 : 0, 2, 4, 8][fcsFlag];
    if (fcsBytes === 0 || frame.length < at + fcsBytes)
        return undefined;
    if (fcsBytes === 1)
        return view.getUint8(at);
    if (fcsBytes === 2)
        return view.getUint16(at, true) + 256;
    if (fcsBytes === 4)
        return view.getUint32(at, true);
    const size = view.getBigUint64(at, true);
    return size <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(size) : undefined;
}
/** A frame larger than its kind may be, by its header or as it decodes: the object is refused. */
class FrameTooLargeError extends Error {
    name = 'FrameTooLargeError';
}
/**
 * Decodes one zstd frame (one decoder per frame: nodejs/node #64741) into a single buffer of
 * the size its header declares. zlib's default 16 KiB output chunks, concatenated at the end,
 * made each frame cost twice its size in short-lived buffers and took 6x longer (3.7 ms against
 * 0.6 ms for 3 MB); the garbage, in each worker's heap, was much of a restore's peak RSS.
 * `maxBytes` is the most a frame of its kind holds (pack-limits.ts): a header that declares more
 * is refused before a byte is decoded, and zstd stops a frame that lies about it at `maxBytes`
 * (the caller checks every file's hash as well).
 */
function decodeFrame(frame, maxBytes) {
    const declared = zstd_frame_frameContentSize(frame);
    if (declared !== undefined && declared > maxBytes)
        throw new FrameTooLargeError(`its header declares ${declared} bytes, more than the ${maxBytes} such a frame holds`);
    // One byte more than declared, so a frame that is true to its header ends inside one chunk.
    const chunkSize = declared === undefined
        ? Math.min(DEFAULT_CHUNK_BYTES, maxBytes + 1)
        : Math.max(64, declared + 1);
    try {
        return external_node_zlib_namespaceObject.zstdDecompressSync(frame, { chunkSize, maxOutputLength: maxBytes });
    }
    catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            throw new FrameTooLargeError(`it decodes to more than the ${maxBytes} bytes such a frame holds`);
        throw error;
    }
}

;// CONCATENATED MODULE: ./build/cache/store/manifest-types.js
/** The manifest's shapes: what a save writes and a restore reads (docs/cache-format.md). */
/** What a save writes: columns (docs/cache-format.md). Version 1 manifests are still read. */
const manifest_types_MANIFEST_FORMAT = 's3-sync-cache/2';

;// CONCATENATED MODULE: ./build/cache/store/cache-manifest.js









/** SHA-256 of no bytes: the hash of every empty file. */
const cache_manifest_EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/** How many regular files the entries hold, and their bytes. */
function fileTotals(entries) {
    let files = 0;
    let bytes = 0;
    for (let i = 0; i < entries.type.length; i++)
        if (entries.type.charCodeAt(i) === 102 /* f */) {
            files++;
            bytes += entries.size[i];
        }
    return { files, bytes };
}
/** A manifest that cannot be trusted: the restore is a miss and says why. */
class ManifestError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'ManifestError';
}
/** Rows per piece of a column: each piece is a string of its own, then bytes for zstd. */
const PIECE_ROWS = 4096;
/** `column` as JSON, in pieces of PIECE_ROWS rows (numbers joined). */
function* columnPieces(column) {
    yield '[';
    for (let at = 0; at < column.length; at += PIECE_ROWS) {
        const text = column.slice(at, at + PIECE_ROWS).join(',');
        yield at === 0 ? text : `,${text}`;
    }
    yield ']';
}
/** The path table as a JSON array of strings, in pieces: only one piece's strings exist at once. */
function* pathPieces(paths) {
    yield '[';
    for (let at = 0; at < paths.length; at += PIECE_ROWS) {
        const rows = [];
        for (let i = at; i < Math.min(paths.length, at + PIECE_ROWS); i++)
            rows.push(paths.at(i));
        const text = JSON.stringify(rows).slice(1, -1);
        yield at === 0 ? text : `,${text}`;
    }
    yield ']';
}
/**
 * The stored JSON, column by column, in pieces: a 50,000-file manifest's JSON is 6.9 MB, and
 * built as one string (then one buffer) it cost a save's main thread 30 MB of heap and 14 MB
 * outside it at the very end, on top of everything else (its peak RSS).
 */
function* manifestPieces(m) {
    const { entries: e, contents: c } = m;
    const header = JSON.stringify({
        format: m.format,
        key: m.key,
        scope: m.scope,
        version: m.version,
        createdAtMs: m.createdAtMs,
        ...(m.scannedAtMs === undefined ? {} : { scannedAtMs: m.scannedAtMs }),
        roots: m.roots,
        objects: m.objects,
    });
    yield `${header.slice(0, -1)},"contents":{"sha256":"`;
    for (let row = 0; row < c.object.length; row += PIECE_ROWS)
        yield c.sha256.toString('hex', row * 32, Math.min(c.object.length, row + PIECE_ROWS) * 32);
    yield '","object":';
    yield* columnPieces(c.object);
    yield ',"frame":';
    yield* columnPieces(c.frame);
    yield ',"at":';
    yield* columnPieces(c.at);
    yield `},"entries":{"type":${JSON.stringify(e.type)},"root":`;
    yield* columnPieces(e.root);
    yield ',"path":';
    yield* pathPieces(e.path);
    for (const name of ['size', 'mode', 'mtime', 'content']) {
        yield `,"${name}":`;
        yield* columnPieces(e[name]);
    }
    yield `,"link":${JSON.stringify([...e.link].sort((a, b) => a[0] - b[0]))}}}`;
}
/**
 * zstd level 1: on a 50,000-file manifest (6.9 MB of JSON, half of it hex hashes that no level
 * shrinks below 32 bytes each) it took 11-13 ms and gave 1.94 MB, where level 3 took 38-62 ms
 * for 2.01 MB.
 */
const MANIFEST_ZSTD = {
    params: {
        [external_node_zlib_namespaceObject.constants.ZSTD_c_compressionLevel]: 1,
        // A content checksum (XXH64) that every decode checks: a byte flipped at rest is refused.
        [external_node_zlib_namespaceObject.constants.ZSTD_c_checksumFlag]: 1,
    },
};
/** The stored manifest in one go (tests, and small manifests). */
function encodeManifest(manifest) {
    const json = Buffer.from([...manifestPieces(manifest)].join(''));
    const body = zlib.zstdCompressSync(json, MANIFEST_ZSTD);
    return { body, sha256: sha256Hex(body) };
}
/**
 * The same bytes' worth of manifest (one zstd frame of the same JSON), made piece by piece
 * through a streaming compressor: the save holds the compressed output and one piece at a time,
 * never the whole JSON.
 */
async function encodeManifestStreamed(manifest) {
    const zstd = zlib.createZstdCompress(MANIFEST_ZSTD);
    const out = [];
    zstd.on('data', (chunk) => out.push(chunk));
    const done = new Promise((resolve, reject) => {
        zstd.on('end', resolve);
        zstd.on('error', reject);
    });
    for (const piece of manifestPieces(manifest))
        if (!zstd.write(piece))
            await new Promise((resolve) => zstd.once('drain', resolve));
    zstd.end();
    await done;
    const body = Buffer.concat(out);
    return { body, sha256: sha256Hex(body) };
}
/**
 * Entry `i` of a manifest in format 1's shape, read from the columns when a field is asked for.
 * A view that copied the fields into 58,000 objects (and a hex string per file) took about 20 MB
 * of heap and made V8 double its young generation while building them (a restore's main thread
 * heap peaked 35 MB higher than with format 1); these hold two fields each.
 */
class EntryView {
    // Private fields: a view posted to a worker by mistake arrives empty, not with a copy of the
    // whole manifest. Take plain fields from it first.
    #data;
    #i;
    constructor(data, i) {
        this.#data = data;
        this.#i = i;
    }
    get t() {
        return this.#data.entries.type[this.#i];
    }
    get r() {
        return this.#data.entries.root[this.#i];
    }
    get p() {
        return this.#data.entries.path.at(this.#i);
    }
    get m() {
        return this.#data.entries.mode[this.#i];
    }
    get mt() {
        return this.#data.entries.mtime[this.#i];
    }
    get s() {
        return this.t === 'f' ? this.#data.entries.size[this.#i] : undefined;
    }
    get h() {
        if (this.t !== 'f')
            return undefined;
        const k = this.#data.entries.content[this.#i];
        return k < 0 ? cache_manifest_EMPTY_SHA256 : this.#data.contents.sha256.toString('hex', k * 32, k * 32 + 32);
    }
    get o() {
        return this.place(this.#data.contents.object);
    }
    get fr() {
        return this.place(this.#data.contents.frame);
    }
    get at() {
        return this.place(this.#data.contents.at);
    }
    get l() {
        return this.#data.entries.link.get(this.#i);
    }
    place(column) {
        const k = this.#data.entries.content[this.#i];
        return k < 0 ? undefined : column[k];
    }
}
/** Adds the per-entry view, made once on first use (the save never asks for it). */
function withFilesView(data) {
    let files;
    const view = () => Array.from({ length: data.entries.type.length }, (_, i) => new EntryView(data, i));
    return Object.defineProperty({ ...data }, 'files', {
        enumerable: false,
        get: () => (files ??= view()),
    });
}
/**
 * A stored manifest's JSON shrinks 3-4x at level 1 (paths and hex hashes: 1.94 MB stored for
 * 6.9 MB of JSON at 50,000 files), so this many times its stored size holds it.
 */
const JSON_PER_STORED_BYTE = 8;
/**
 * The output chunk its decode takes: the size its header declares, else a guess from its stored
 * size (a streamed save's frame declares none), one byte more so that it ends inside one chunk:
 * no growing, no concatenation at the end. zlib's default 16 KiB chunks took 20-28 ms of CPU
 * against 8-16 to decode a 20,000-file manifest's 2.7 MB of JSON, on the chain before the first
 * pack.
 * Never more than the JSON may be; pages of the chunk that zstd does not write are never touched.
 */
function decodeChunkBytes(stored, declared, maxJsonBytes) {
    const expected = declared ?? stored * JSON_PER_STORED_BYTE;
    return Math.max(64, Math.min(expected, maxJsonBytes) + 1);
}
/**
 * Parses and checks a manifest read from the store, of either version: shapes, indexes and
 * ranges. It is untrusted input; the paths inside are checked again, against the disk, before
 * anything is written.
 */
function decodeManifest(body, maxJsonBytes = manifestJsonBudgetBytes()) {
    // Checked before anything is parsed: the size its frame header declares, the size it decodes
    // to (zstd stops at the limit), and how many objects and arrays the text holds
    // (manifest-limits.ts). Its content checksum, when it has one, zstd checks.
    const declared = frameContentSize(body);
    if (declared !== undefined && declared > maxJsonBytes)
        throw new ManifestError(`the manifest would decode to ${declared} bytes, more than the ${maxJsonBytes} this process can hold`);
    let value;
    try {
        const json = zlib.zstdDecompressSync(body, {
            maxOutputLength: Math.max(1, maxJsonBytes),
            chunkSize: decodeChunkBytes(body.length, declared, maxJsonBytes),
        });
        if (!structuresFit(json)) {
            releaseBuffer(json);
            throw new ManifestError('the manifest is not valid: it holds more objects and arrays than its entries can need');
        }
        const text = json.toString('utf8');
        // Freed now (28 MB for 200,000 files): a restore's main thread may not collect it for good.
        releaseBuffer(json);
        value = JSON.parse(text);
    }
    catch (error) {
        if (error instanceof ManifestError)
            throw error;
        throw new ManifestError(`the manifest cannot be read: ${error.message}`);
    }
    const fail = (what) => {
        throw new ManifestError(`the manifest is not valid: ${what}`);
    };
    if (value === null || typeof value !== 'object')
        return fail('not an object');
    const format = value.format;
    if (format !== MANIFEST_FORMAT && format !== MANIFEST_FORMAT_V1)
        fail(`unknown format ${JSON.stringify(format)}`);
    if (typeof value.key !== 'string' || typeof value.scope !== 'string')
        fail('no key or scope');
    if (!Number.isFinite(value.createdAtMs))
        fail('createdAtMs');
    if (value.scannedAtMs !== undefined && !Number.isFinite(value.scannedAtMs))
        fail('scannedAtMs');
    if (!Array.isArray(value.roots) || !Array.isArray(value.objects))
        fail('roots or objects missing');
    const columns = format === MANIFEST_FORMAT_V1 ? columnsOfV1(value.files, fail) : value;
    const { entries, contents } = checkColumns(columns, value.roots.length, value.objects, fail);
    return withFilesView({
        format: MANIFEST_FORMAT,
        key: value.key,
        scope: value.scope,
        version: value.version,
        createdAtMs: value.createdAtMs,
        ...(value.scannedAtMs === undefined ? {} : { scannedAtMs: value.scannedAtMs }),
        roots: value.roots,
        objects: value.objects,
        entries,
        contents,
    });
}

;// CONCATENATED MODULE: ./build/local-path-rules.js
/**
 * The one set of rules for a `/`-separated path that untrusted text (an S3 key, a cache
 * manifest) asks us to create inside a local folder: the sync (sync/safe-local-path.ts) and the
 * cache restore (cache/restore-targets.ts) both ask it, so a path one refuses the other refuses.
 *
 * On every platform: no NUL, no absolute path, no backslash, no drive letter, no empty, `.` or
 * `..` segment. A backslash is a separator on Windows, so `..\..\x` would climb there; on Linux
 * it is legal in a name, but a tree holding one would differ between the two, so it is refused
 * everywhere. Where Windows is the platform (where the rules decide, not where the text came
 * from), also: its forbidden characters (`<>:"|?*` and control characters: `:` opens an NTFS
 * stream), names ending in `.` or ` ` (Windows strips them, so `.. ` would be `..`), and device
 * names (`CON`, `nul.txt`, `COM1`: they open a device, whatever the extension). Names legal on
 * Linux and macOS (`12:00.log`, a newline) are kept there: a path must round-trip.
 */
// Windows maps these device names to devices whatever the extension, and with spaces before it.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$) *(\..*)?$/i;
// Characters Windows refuses in a file name, control characters included.
// eslint-disable-next-line no-control-regex
const WINDOWS_FORBIDDEN = /[<>:"|?*\u0000-\u001f]/;
const DRIVE_LETTER = /^[A-Za-z]:/;
const SLASH = 47;
const DOT = 46;
/**
 * Why `relative` may not be created under a folder, or undefined when it may. `''` is the
 * folder itself: allowed here, the caller decides what it means. Scans the text once, with no
 * array of segments made: a restore asks it for every one of 50,000 paths.
 */
function local_path_rules_localPathRefusal(relative, windows) {
    if (relative === '')
        return undefined;
    if (relative.includes('\0'))
        return 'contains a NUL byte';
    if (relative.charCodeAt(0) === SLASH)
        return 'is an absolute path (starts with "/")';
    if (relative.includes('\\'))
        return 'contains a backslash';
    if (DRIVE_LETTER.test(relative))
        return 'starts with a drive letter';
    for (let start = 0; start <= relative.length;) {
        let end = relative.indexOf('/', start);
        if (end < 0)
            end = relative.length;
        const length = end - start;
        if (length === 0)
            return 'has an empty path segment ("//")';
        if (relative.charCodeAt(start) === DOT) {
            if (length === 1)
                return 'has a "." segment';
            if (length === 2 && relative.charCodeAt(start + 1) === DOT)
                return 'has a ".." segment';
        }
        if (windows) {
            const bad = windowsNameRefusal(relative.slice(start, end));
            if (bad !== undefined)
                return bad;
        }
        start = end + 1;
    }
    return undefined;
}
/**
 * localPathRefusal for one more name inside a folder already accepted: the rules that look at
 * a single segment (no `/` can be in a name from readdir), with no path joined to ask.
 */
function localNameRefusal(name, windows) {
    if (name.includes('\\'))
        return 'contains a backslash';
    if (name.includes('\0'))
        return 'contains a NUL byte';
    return windows ? windowsNameRefusal(name) : undefined;
}
/** Why Windows would not create a file of this name (one segment) faithfully. */
function windowsNameRefusal(name) {
    if (WINDOWS_FORBIDDEN.test(name))
        return 'has a character Windows does not allow in file names (<>:"|?* or a control character)';
    const last = name.charCodeAt(name.length - 1);
    if (last === DOT || last === 32)
        return 'has a segment ending in "." or " ", which Windows strips';
    if (WINDOWS_DEVICE.test(name))
        return `has the Windows device name ${JSON.stringify(name)}`;
    return undefined;
}
/** Whether the rules for Windows apply: on Windows, or where a test says so. */
function local_path_rules_isWindowsPlatform(platform = process.platform) {
    return platform === 'win32';
}

;// CONCATENATED MODULE: ./build/cache/paths/root-paths.js

/**
 * `root` (absolute, normalized) joined with a `/`-separated path inside it that has nothing
 * left to normalize (names from readdir, or paths isSafePath accepted): one concatenation rather
 * than path.join's normalizing pass, which was a fifth of a 50,000-file restore's plan. For a
 * save's and a restore's paths alike.
 */
function root_paths_joinUnder(root, relative) {
    if (relative === '')
        return root;
    const native = external_node_path_namespaceObject.sep === '/' ? relative : relative.replaceAll('/', external_node_path_namespaceObject.sep);
    return root.endsWith(external_node_path_namespaceObject.sep) ? root + native : root + external_node_path_namespaceObject.sep + native;
}
/** The folder `absolute` (normalized, not a file system root) is in: path.dirname's result. */
function root_paths_parentOf(absolute) {
    const at = external_node_path_namespaceObject.sep === '/' ? absolute.lastIndexOf('/') : -1;
    return at > 0 ? absolute.slice(0, at) : external_node_path_namespaceObject.dirname(absolute);
}
/** Whether `child` is `parent` or lies below it (both absolute, as path.relative reads them). */
function isInside(parent, child) {
    const rel = path.relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

;// CONCATENATED MODULE: ./build/transfer/temp-names.js

const DOWNLOAD_SUFFIX = '.s3sync-tmp';
const DOWNLOAD_TEMP = /^\..*\.(\d+)-\d+\.s3sync-tmp$/s;
/** A download's temporary name, with the name it stands for and the pid. */
const DOWNLOAD_TEMP_OF = /^\.(.*)\.(\d+)-\d+\.s3sync-tmp$/s;
const CACHE_PREFIX = '.s3cache-';
/** A restore's files and symlinks, set-aside files and blob downloads, and older releases' names. */
const RESTORE_TEMP = /^\.s3cache-(?:empty-|link-|blob-|aside-)?(\d+)(?:-\d+){0,2}$/;
const STAGING_TEMP = /^\.s3cache-stage-(\d+)-[0-9a-f]{8}-\d+$/;
/** A restore's probe of how its folder's file system folds names (any case: it is the probe). */
const PROBE_TEMP = /^\.s3cache-probe-(\d+)-/i;
/**
 * A download's temporary name for a file named `base`, the `serial`th of this process: a file
 * name holds 255 bytes, not 255 characters (85 CJK characters fill it), so `base` is cut by bytes.
 */
function downloadTempName(base, serial) {
    return `.${utf8Head(base, 100)}.${process.pid}-${serial}${DOWNLOAD_SUFFIX}`;
}
/** True for a name downloadTempName makes, of any process. */
function isDownloadTempName(name) {
    return name.endsWith(DOWNLOAD_SUFFIX) && DOWNLOAD_TEMP.test(name);
}
/** This restore's part of its files' temporary names and set-aside names: `PID-RANDOM`. */
function restoreTempTag() {
    return `${process.pid}-${randomInt(1e9)}`;
}
/** The temporary name of a restore's entry `i` (file or symlink), beside its final name. */
function restoreTempName(tag, i) {
    return `${CACHE_PREFIX}${tag}-${i}`;
}
/** Where the file that a restore's entry `i` replaces waits until the restore is over. */
function temp_names_asideName(tag, i) {
    return `${CACHE_PREFIX}aside-${tag}-${i}`;
}
/** The glob the warning about set-aside files left behind names them by. */
const temp_names_ASIDE_NAMES = (/* unused pure expression or super */ null && (`${CACHE_PREFIX}aside-*`));
let nextBlob = 0;
/** A restore's download of a blob, beside the file it becomes: unique in this process. */
function blobTempName() {
    return `${CACHE_PREFIX}blob-${process.pid}-${nextBlob++}`;
}
/**
 * The name of a restore's probe file for `stem` (src/file-name-folding.ts), beside the root it
 * checks: made and removed before anything is written, and a restore's name for the walks.
 */
function restoreProbeName(stem) {
    return `${CACHE_PREFIX}probe-${process.pid}-${stem}`;
}
/** One restore's part of its staging folders' names: `PID-HEX8`. */
function stagingTag() {
    return `${process.pid}-${randomBytes(4).toString('hex')}`;
}
/** The `n`th staging folder of the restore whose tag is `tag`. */
function stagingName(tag, n) {
    return `${CACHE_PREFIX}stage-${tag}-${n}`;
}
/** The prefix of a save's scratch folder for compressed blobs (os.tmpdir(), mkdtemp). */
const SAVE_SCRATCH_PREFIX = 's3cache-blob-';
/** The name of a save's `n`th compressed blob in its scratch folder. */
function saveBlobTempName(n) {
    return `${n}`;
}
/**
 * Whether `name` is a temporary name of ours, of which kind and whose (its pid); undefined for
 * any other name, however like ours (`.s3cache-notes`, `notes.s3sync-tmp`).
 */
function tempNameOf(name) {
    if (name.startsWith(CACHE_PREFIX)) {
        const restore = RESTORE_TEMP.exec(name);
        if (restore)
            return { kind: 'restore', pid: Number(restore[1]) };
        const staging = STAGING_TEMP.exec(name);
        if (staging)
            return { kind: 'staging', pid: Number(staging[1]) };
        const probe = PROBE_TEMP.exec(name);
        if (probe)
            return { kind: 'restore', pid: Number(probe[1]) };
        // else a download's perhaps, of a file named `s3cache-...`
    }
    const download = isDownloadTempName(name) ? DOWNLOAD_TEMP.exec(name) : null;
    return download ? { kind: 'download', pid: Number(download[1]) } : undefined;
}
/** The pid in a download's temporary name; undefined for any other name. */
function downloadTempPid(name) {
    const match = DOWNLOAD_TEMP.exec(name);
    return match ? Number(match[1]) : undefined;
}
/**
 * The pid of the restore that made `name`, if it is one of a restore's temporary names (a file
 * or symlink, a set-aside file, a blob's download, a staging folder), which a save never stores.
 */
function restoreTempPid(name) {
    // A blob fetched by the SDK's download (a bucket only the SDK can sign for) lands under the
    // download's own temporary name for the blob's: `..s3cache-blob-PID-N.PID-M.s3sync-tmp`.
    if (name.startsWith(`.${CACHE_PREFIX}`)) {
        const download = DOWNLOAD_TEMP_OF.exec(name);
        if (download && restoreTempPid(download[1]) !== undefined)
            return Number(download[2]);
    }
    if (!name.startsWith(CACHE_PREFIX))
        return undefined;
    const found = tempNameOf(name);
    return found && found.kind !== 'download' ? found.pid : undefined;
}
/** The pid in a staging folder's name; undefined for any other name. */
function stagingPid(name) {
    const match = STAGING_TEMP.exec(name);
    return match ? Number(match[1]) : undefined;
}
/** At most `maxBytes` of UTF-8, cut between characters. */
function utf8Head(name, maxBytes) {
    let head = '';
    let bytes = 0;
    for (const char of name) {
        bytes += Buffer.byteLength(char);
        if (bytes > maxBytes)
            break;
        head += char;
    }
    return head;
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-targets.js





/** Mode bits a restore takes from a manifest: permissions only, never setuid, setgid or sticky. */
const MODE_MASK = 0o777;
/**
 * The mode a restored file or folder gets: the manifest's permissions less the process's umask,
 * as tar -x gives them (to a user other than root), so a job that set `umask 077` gets no
 * world-readable cache. open(2) and mkdir(2) apply the umask themselves, so no chmod is needed.
 */
function restore_targets_restoredMode(mode, umask) {
    return mode & MODE_MASK & ~umask;
}
/** A `/`-separated relative path's folder ('' for an entry directly in its root). */
function relativeFolder(relative) {
    const at = relative.lastIndexOf('/');
    return at < 0 ? '' : relative.slice(0, at);
}
/** Where entry `i` ends up: its root joined with its (checked) path. */
function restore_targets_finalPath(t, i) {
    return joinUnder(t.rootPaths[t.entries.root[i]], t.entries.path.at(i));
}
/** `child` is `parent` or lies under it (absolute paths as the restore builds them). */
function isUnder(parent, child) {
    return (child.startsWith(parent) &&
        (child.length === parent.length || child[parent.length] === path.sep));
}
function stagingOf(stagings, absolute) {
    for (const s of stagings)
        if (isUnder(s.root, absolute))
            return s;
    return undefined;
}
/** Where `absolute` is written while its root is staged; undefined outside every staging. */
function restore_targets_stagedPath(stagings, absolute) {
    const s = stagingOf(stagings, absolute);
    return s && s.staging + absolute.slice(s.root.length);
}
/**
 * Where file or link `i` is written: inside a staging folder, straight under its name
 * (restore-staging.ts); else under its temporary name beside its final path, renamed once every
 * file is checked (restore-commit.ts).
 */
function writePlace(t, i) {
    const absolute = restore_targets_finalPath(t, i);
    const staged = t.stagings.length ? restore_targets_stagedPath(t.stagings, absolute) : undefined;
    return staged === undefined
        ? { path: restore_targets_tempPath(t, absolute, i), staged: false }
        : { path: staged, staged: true };
}
/**
 * The temporary name of entry `i` (file or symlink) outside a staging folder, beside its final
 * path: `.s3cache-<pid>-<random>-<i>`. Known from the plan alone, so an undo removes every one
 * that may exist, also those of a worker that died before it could report them; and a save's walk
 * knows them as a restore's (tree-walk.ts).
 */
function restore_targets_tempPath(t, absolute, i) {
    return tempBeside(absolute, t.tempTag, i);
}
function tempBeside(absolute, tag, i) {
    return root_paths_joinUnder(root_paths_parentOf(absolute), restoreTempName(tag, i));
}
/**
 * Of entries `rows`, those written under a temporary name, not in a staging folder. With roots
 * not nested (always, for the roots resolveRoots gives) a root is staged whole or not at all, so
 * a fresh runner's restore makes no path per file here.
 */
function unstaged(t, rows) {
    if (t.stagings.length === 0)
        return [...rows];
    if (t.nestedRoots)
        return rows.filter((i) => !writePlace(t, i).staged);
    const staged = t.rootPaths.map((root) => restore_targets_stagedPath(t.stagings, root) !== undefined);
    return rows.filter((i) => !staged[t.entries.root[i]]);
}
/** Where the file that entry `i` replaces waits until the restore is over (restore-commit.ts). */
function restore_targets_asidePath(t, absolute, i) {
    return joinUnder(parentOf(absolute), asideName(t.tempTag, i));
}
/** Hex SHA-256 of file `i`'s content (the empty file's for a file with none). */
function contentSha256(t, i) {
    const k = t.entries.content[i];
    return k < 0 ? EMPTY_SHA256 : t.contents.sha256.toString('hex', k * 32, k * 32 + 32);
}
/**
 * Whether a manifest path may be created inside its root, by the rules the sync follows too
 * (local-path-rules.ts): `''` is the root itself.
 */
function isSafePath(relative, windows = isWindowsPlatform()) {
    return localPathRefusal(relative, windows) === undefined;
}
/**
 * What a worker needs to land file `i` (where, from which frame, its size, hash, mode and time),
 * made as its task is sent; the landing itself is src/transfer/land-file.ts's.
 */
function describeLanding(t, i) {
    const k = t.entries.content[i];
    const place = writePlace(t, i);
    return {
        target: place.path,
        frame: t.contents.frame[k],
        at: t.contents.at[k],
        size: t.entries.size[i],
        sha256: contentSha256(t, i),
        mode: restore_targets_restoredMode(t.entries.mode[i], t.umask),
        mtimeMs: t.entries.mtime[i],
        ...(place.staged ? { staged: true } : {}),
    };
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-commit.js



/** A folder appeared, since the plan, where the entry has a file or symlink. */
class RestoreCommitError extends Error {
    name = 'RestoreCommitError';
}
/** Renames per worker task: enough to make the message worth it, small enough to share out. */
const COMMIT_BATCH = 1024;
/**
 * In a worker: renames each temporary name to its final one. Whatever stands there (a file or
 * symlink of the user's: a folder is refused in the plan, and one that appeared since fails the
 * restore, since set aside it could not be removed without removing the user's tree) is first
 * renamed aside, beside it, to be removed only once the whole restore has succeeded. Returns the
 * rows set aside.
 */
function commitNames({ temps, targets, asides }) {
    const setAside = [];
    for (let n = 0; n < temps.length; n++) {
        const target = targets[n];
        const existing = (0,external_node_fs_namespaceObject.lstatSync)(target, { throwIfNoEntry: false });
        if (existing?.isDirectory())
            throw new RestoreCommitError(`a folder appeared at ${JSON.stringify(target)}, where the entry has a file or symlink`);
        if (existing) {
            (0,external_node_fs_namespaceObject.renameSync)(target, asides[n]);
            setAside.push(n);
        }
        (0,external_node_fs_namespaceObject.renameSync)(temps[n], target);
    }
    return setAside;
}
/** In a worker: removes each path, none an error if absent. */
function removeNames(paths) {
    for (const file of paths)
        (0,external_node_fs_namespaceObject.rmSync)(file, { force: true });
}
/**
 * Once every content is written and checked: the temporary names of entries `pending` renamed
 * to their final ones by the workers, in batches (a rename, and a set-aside one for a replaced
 * file, cost about 0.25 ms each on a busy runner: thousands of them would hold the main thread
 * for seconds). Returns the set-aside files, for dropAsides. A failure leaves any mix of renames
 * done, which undoPending takes back from the plan alone.
 */
async function commitTemporaries(targets, pending, pool) {
    const batches = [];
    for (let from = 0; from < pending.length; from += COMMIT_BATCH) {
        const rows = pending.slice(from, from + COMMIT_BATCH);
        const finals = rows.map((i) => finalPath(targets, i));
        const asides = rows.map((i, n) => asidePath(targets, finals[n], i));
        const task = {
            kind: 'commit',
            temps: rows.map((i, n) => tempPath(targets, finals[n], i)),
            targets: finals,
            asides,
        };
        batches.push(pool.run(task).then(({ result }) => result.map((n) => asides[n])));
    }
    return (await Promise.all(batches)).flat();
}
/**
 * Once the restore has succeeded: the set-aside files go, by the workers. Past the point of no
 * return (an undo now would put back only the files not yet removed), so a failure here is a
 * warning, never a failed restore. Returns the warnings.
 */
async function dropAsides(asides, pool) {
    const batches = [];
    for (let from = 0; from < asides.length; from += COMMIT_BATCH)
        batches.push(pool.run({ kind: 'remove', paths: asides.slice(from, from + COMMIT_BATCH) }));
    const failed = (await Promise.allSettled(batches)).filter((b) => b.status === 'rejected');
    return failed.length === 0
        ? []
        : [
            `some replaced files were left beside the restored ones, named ${ASIDE_NAMES}: ${JSON.stringify(String(failed[0].reason))}`,
        ];
}
function exists(file) {
    return lstatSync(file, { throwIfNoEntry: false }) !== undefined;
}
/**
 * Takes back whatever a failed restore did to entries `pending`, from the plan's names alone (a
 * worker that died reported nothing): a set-aside file is renamed back over its final name (one
 * atomic rename, whether or not the new one had landed there); a final name that held nothing
 * before the restore, and whose temporary name is gone, holds the restore's file, which is
 * removed; every temporary name is removed. Returns what it could not take back.
 */
function undoPending(targets, pending) {
    const problems = [];
    for (const i of pending) {
        const target = finalPath(targets, i);
        const temp = tempPath(targets, target, i);
        const aside = asidePath(targets, target, i);
        try {
            if (exists(aside))
                renameSync(aside, target);
            else if (targets.existing[i] === 0 && !exists(temp))
                rmSync(target, { force: true });
            rmSync(temp, { force: true });
        }
        catch (error) {
            problems.push(`${JSON.stringify(target)} (${JSON.stringify(error.message)})`);
        }
    }
    return problems;
}

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./build/cache/workers/cache-memory-trace.js


/**
 * A diagnostic for the cache benchmark: with S3_SYNC_CACHE_MEMORY_TRACE naming a file, the main
 * thread samples its memory every 25 ms while a worker pool is open, and each worker records
 * its own at the heaviest point of every task (frames decoded, before landing). One JSON line
 * per sample: `{t, thread, where, rss, heapUsed, heapTotal, external, arrayBuffers}` (bytes,
 * t in ms of the wall clock). rss is the whole process's; the rest is the thread's own isolate
 * (`process.memoryUsage()` in a worker reports that worker's heap). Off by default: nothing is
 * measured or written.
 */
const TRACE_FILE = process.env.S3_SYNC_CACHE_MEMORY_TRACE;
const memoryTraceOn = Boolean(TRACE_FILE);
function traceMemory(where) {
    if (!TRACE_FILE)
        return;
    const m = process.memoryUsage();
    const line = {
        t: Date.now(),
        thread: external_node_worker_threads_namespaceObject.threadId,
        where,
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external,
        arrayBuffers: m.arrayBuffers,
    };
    (0,external_node_fs_namespaceObject.appendFileSync)(TRACE_FILE, `${JSON.stringify(line)}\n`);
}
/** Samples the calling thread every 25 ms until the returned function is called. */
function sampleMemory(where) {
    if (!TRACE_FILE)
        return () => undefined;
    traceMemory(where);
    const timer = setInterval(() => traceMemory(where), 25);
    timer.unref();
    return () => clearInterval(timer);
}

;// CONCATENATED MODULE: ./build/cache/workers/worker-stop.js

/**
 * A flag the main thread raises to stop its cache workers' tasks between two files: a worker's
 * loops are synchronous (decode, hash, write), so a message to it waits until its task ends, and
 * a crafted entry's one task could write 384 MiB after its deadline (issue 25). The flag is one
 * shared 32-bit word, read with Atomics between files and frames (a few ns each).
 */
function createStopFlag() {
    return new Int32Array(new SharedArrayBuffer(4));
}
function raiseStopFlag(flag) {
    Atomics.store(flag, 0, 1);
}
/** A task given up because the restore stopped it (failed, cancelled or past its deadline). */
class TaskStoppedError extends Error {
    name = 'TaskStoppedError';
    constructor() {
        super('the task was stopped: the restore failed or passed its deadline');
    }
}
/** This worker's flag, from its workerData; none on the main thread (a save's inline tasks). */
const flag = external_node_worker_threads_namespaceObject.isMainThread
    ? undefined
    : (external_node_worker_threads_namespaceObject.workerData?.stopFlag ?? undefined);
/** Throws TaskStoppedError once the main thread has raised this worker's flag. */
function throwIfStopped() {
    if (flag !== undefined && Atomics.load(flag, 0) !== 0)
        throw new TaskStoppedError();
}

;// CONCATENATED MODULE: ./build/cache/restore/fs-time.js
/**
 * A time in ms as the fs calls take it (futimes, utimes): seconds as a number, so that a restore
 * makes no Date per file. fs turns a Date into getTime() / 1000, the same value; it takes a
 * negative number for "now", so a time before 1970 still goes as a Date.
 */
function fsTime(ms) {
    return ms >= 0 ? ms / 1000 : new Date(ms);
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-task-types.js
/**
 * The restore's tasks for the worker pool (restore-tasks.ts runs them): unpack and land files,
 * fetch ranges, land blobs, commit and remove temporary names.
 */
/**
 * A blob's ranged GETs: up to 8 MiB each (a run of whole frames, or a plain range), as the sync's
 * parallel downloads cut them. A worker keeps buffers of this size for its next runs.
 */
const BLOB_RANGE_BYTES = 8 * 1024 * 1024;

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./build/transfer/land-file.js


/**
 * The one way a file lands, for the sync's downloads and the cache's restore alike: written
 * under a temporary name (`temp-names.ts`) that did not exist (`wx`, so nothing of anyone
 * else's is ever written through), given its mode and times, then renamed into place, so that
 * nothing is ever seen under the final name before it is whole; on any failure the temporary
 * file is removed. The synchronous forms serve the cache's workers and small downloads (a few
 * blocking calls cost less than as many round trips through libuv's thread pool); each is the
 * fewest system calls its step needs (open, writes, futimes, close), since a restore lands about
 * 50,000 files with them.
 */
/** A new file's mode when none is given: open(2)'s, which the umask then narrows. */
const NEW_FILE_MODE = 0o666;
/** Writes every byte of `bytes` at the file's current position. */
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_namespaceObject.writeSync)(fd, bytes, at, bytes.length - at);
}
/**
 * Creates `temp` (an error if it exists) with `mode`, less the umask (open(2) applies it: no
 * chmod), fills it by `write` (which may throw to refuse it) or with the bytes given, and stamps
 * its times; `temp` is removed if any of that fails. The rename into place is the caller's, now
 * (landFileSync) or once a whole restore is checked (the cache's commit). Bytes rather than a
 * function spare a restore's workers a closure per file.
 */
function writeTempSync(temp, mode, mtime, write) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(temp, 'wx', mode);
    try {
        if (typeof write === 'function')
            write(fd);
        else
            writeAll(fd, write);
        (0,external_node_fs_namespaceObject.futimesSync)(fd, mtime, mtime);
    }
    catch (error) {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
        (0,external_node_fs_namespaceObject.rmSync)(temp, { force: true });
        throw error;
    }
    (0,external_node_fs_namespaceObject.closeSync)(fd);
}
/** writeTempSync, then `temp` renamed over `target`; nothing is left under `temp` on a failure. */
function landFileSync(temp, target, { mode, mtime }, write) {
    writeTempSync(temp, mode, mtime, write);
    renameOrRemoveSync(temp, target);
}
/**
 * A file already whole under `temp` (a download) given `mode` exactly (fchmod: no umask) and its
 * times, then renamed over `target`; `temp` is removed on a failure.
 */
function publishTempSync(temp, target, mode, mtime) {
    try {
        const fd = (0,external_node_fs_namespaceObject.openSync)(temp, 'r');
        try {
            (0,external_node_fs_namespaceObject.fchmodSync)(fd, mode);
            (0,external_node_fs_namespaceObject.futimesSync)(fd, mtime, mtime);
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
    }
    catch (error) {
        (0,external_node_fs_namespaceObject.rmSync)(temp, { force: true });
        throw error;
    }
    renameOrRemoveSync(temp, target);
}
function renameOrRemoveSync(temp, target) {
    try {
        (0,external_node_fs_namespaceObject.renameSync)(temp, target);
    }
    catch (error) {
        (0,external_node_fs_namespaceObject.rmSync)(temp, { force: true });
        throw error;
    }
}
/**
 * The asynchronous form, for files too large to write on the event loop: `write` creates and
 * fills `temp` (with `wx`), then its times are stamped and it is renamed over `target`; on any
 * failure `temp` is removed.
 */
async function landFile(temp, target, mtime, write) {
    try {
        await write();
        await utimes(temp, mtime, mtime);
        await rename(temp, target);
    }
    catch (error) {
        await rm(temp, { force: true });
        throw error;
    }
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-land-files.js



// An unpack task's files as columns, made on the main thread and read back in the worker.
/** Numbers per file in LandFileColumns. */
const LAND_NUMBERS = 7;
/**
 * Files `files` of the plan as an unpack task's columns. Where roots are not nested (always, for
 * the roots resolveRoots gives) a file's base is its root's write folder and its path the
 * manifest's own string; otherwise each file's folder is a base of its own.
 */
function landFiles(t, files) {
    const { entries, contents } = t;
    const bases = [];
    const staged = [];
    const baseIndex = new Map();
    const baseOf = (dir, isStaged) => {
        let b = baseIndex.get(dir);
        if (b === undefined) {
            baseIndex.set(dir, (b = bases.length));
            bases.push(dir);
            staged.push(isStaged);
        }
        return b;
    };
    const nested = t.nestedRoots;
    // Per root: where its files are written (its staging folder's name if it is staged).
    const rootStaging = t.rootPaths.map((root) => stagedPath(t.stagings, root));
    const rootBase = rootStaging.map((staged, r) => staged ?? t.rootPaths[r]);
    const rootStaged = rootStaging.map((staged) => staged !== undefined);
    const paths = new Array(files.length);
    const numbers = new Float64Array(files.length * LAND_NUMBERS);
    const sha256 = new Uint8Array(files.length * 32);
    files.forEach((i, n) => {
        const r = entries.root[i];
        let base;
        if (nested) {
            const absolute = finalPath(t, i);
            const staged = t.stagings.length ? stagedPath(t.stagings, absolute) : undefined;
            const place = staged ?? absolute;
            base = baseOf(path.dirname(place), staged !== undefined);
            paths[n] = path.basename(place);
        }
        else {
            base = baseOf(rootBase[r], rootStaged[r]);
            paths[n] = entries.path.at(i);
        }
        const k = entries.content[i];
        const at = n * LAND_NUMBERS;
        numbers[at] = base;
        numbers[at + 1] = contents.frame[k];
        numbers[at + 2] = contents.at[k];
        numbers[at + 3] = entries.size[i];
        numbers[at + 4] = restoredMode(entries.mode[i], t.umask);
        numbers[at + 5] = entries.mtime[i];
        numbers[at + 6] = i;
        if (k >= 0)
            sha256.set(contents.sha256.subarray(k * 32, k * 32 + 32), n * 32);
    });
    return { bases, staged, paths, numbers, sha256, tempTag: t.tempTag };
}
/**
 * An unpack task's columns read back in the worker, one field at a time: a worker made an object,
 * a joined path and a hex hash per file up front (landFileList, before), which lived as long as
 * the task and were much of each worker's scavenges in a 50,000-file restore.
 */
class LandColumnsReader {
    files;
    /** Files in the task. */
    count;
    hashes;
    constructor(files) {
        this.files = files;
        this.count = files.paths.length;
        const { sha256 } = files;
        this.hashes = Buffer.from(sha256.buffer, sha256.byteOffset, sha256.byteLength);
    }
    number(n, field) {
        return this.files.numbers[n * LAND_NUMBERS + field];
    }
    /**
     * Where file `n` is written: its base joined with its path (both checked on the main thread),
     * under its temporary name unless in a staging folder (restore-targets.ts's writePlace).
     */
    target(n) {
        const final = root_paths_joinUnder(this.files.bases[this.number(n, 0)], this.files.paths[n]);
        return this.staged(n) ? final : tempBeside(final, this.files.tempTag, this.number(n, 6));
    }
    /** Whether file `n` is inside a staging folder (written straight under its name). */
    staged(n) {
        return this.files.staged[this.number(n, 0)];
    }
    frame(n) {
        return this.number(n, 1);
    }
    /** Offset of file `n`'s content in its decoded frame. */
    at(n) {
        return this.number(n, 2);
    }
    size(n) {
        return this.number(n, 3);
    }
    mode(n) {
        return this.number(n, 4);
    }
    mtimeMs(n) {
        return this.number(n, 5);
    }
    /** Whether `digest` (32 bytes) is file `n`'s SHA-256: compared in place, no hex made. */
    hashIs(n, digest) {
        return digest.length === 32 && this.hashes.compare(digest, 0, 32, n * 32, n * 32 + 32) === 0;
    }
    sha256Hex(n) {
        return this.hashes.toString('hex', n * 32, n * 32 + 32);
    }
}

;// CONCATENATED MODULE: ./build/s3/s3-failure.js

/** What to tell the user for the S3 failures they can fix themselves. */
function hintFor(facts) {
    switch (facts.code) {
        case 'AccessDenied':
        case 'AllAccessDisabled':
            return `Grant these credentials s3:${facts.operation} on bucket '${facts.bucket}' (check the IAM policy and the bucket policy), or use credentials that have it.`;
        case 'NoSuchBucket':
            return `Check the bucket name '${facts.bucket}', and the region or endpoint-url it lives at.`;
        case 'PermanentRedirect':
        case 'AuthorizationHeaderMalformed':
        case 'IllegalLocationConstraintException':
            return facts.bucketRegion
                ? `The bucket is in region '${facts.bucketRegion}': set region to '${facts.bucketRegion}'.`
                : 'The bucket is in another region: set region to the bucket’s region.';
        case 'InvalidAccessKeyId':
            return 'The access key ID is not known to this endpoint: check the credentials, and that endpoint-url points where they belong.';
        case 'SignatureDoesNotMatch':
            return 'The secret access key does not match the access key ID (or a proxy changed the request): check the credentials.';
        case 'ExpiredToken':
        case 'TokenRefreshRequired':
            return 'The session credentials have expired: refresh them (aws-actions/configure-aws-credentials can set role-duration-seconds).';
        case 'SlowDown':
            return 'S3 is throttling this prefix: lower concurrency, or spread the keys over more prefixes.';
        case 'ProxyRefused':
            return facts.statusCode === 407
                ? hintFor({ ...facts, code: undefined })
                : 'The proxy (HTTPS_PROXY or HTTP_PROXY) refused to reach the endpoint: check that it allows the endpoint, or name the endpoint in NO_PROXY.';
        case 'CredentialsProviderError':
            return 'No AWS credentials were found: use aws-actions/configure-aws-credentials, set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or pass aws-access-key-id and aws-secret-access-key.';
        default:
            if (facts.statusCode === 301)
                return hintFor({ ...facts, code: 'PermanentRedirect' });
            if (facts.statusCode === 403)
                return hintFor({ ...facts, code: 'AccessDenied' });
            if (facts.statusCode === 407)
                return 'The proxy asks for credentials: put them in its URL, as HTTPS_PROXY=http://user:password@proxy:3128 (percent-encoded).';
            return undefined;
    }
}
/** Turns what S3 (or the network) said into one error with a sentence the user can act on. */
function s3_failure_s3Failure(facts) {
    const message = facts.message ||
        (facts.statusCode
            ? `HTTP ${facts.statusCode}`
            : facts.cause instanceof Error
                ? facts.cause.message
                : 'failed');
    return new errors_S3Error(message, {
        operation: facts.operation,
        bucket: facts.bucket,
        key: facts.key,
        code: facts.code,
        statusCode: facts.statusCode,
        hint: hintFor(facts),
        cause: facts.cause,
    });
}
/** Reads the facts out of an error thrown by the AWS SDK. */
function s3FailureFromSdk(error, operation, bucket, key) {
    if (error instanceof S3Error)
        return error;
    const e = error;
    const code = e.Code ?? e.name;
    return s3_failure_s3Failure({
        operation,
        bucket,
        key,
        code: code === 'Error' || code === 'UnknownError' ? undefined : code,
        statusCode: e.$metadata?.httpStatusCode,
        // A proxy's 407 is no S3 answer: the SDK's complaint about its body would only mislead.
        message: e.$metadata?.httpStatusCode === 407
            ? 'HTTP 407 from the proxy (Proxy Authentication Required)'
            : e.message && e.message !== 'UnknownError'
                ? e.message
                : undefined,
        bucketRegion: e.$response?.headers?.['x-amz-bucket-region'],
        cause: error,
    });
}

;// CONCATENATED MODULE: ./build/s3/content-range.js

/**
 * Parses a 206's Content-Range (RFC 9110 14.4); undefined when absent or not of bytes. Shared
 * by the ranged downloads (`range-request.ts`) and the cache's range GETs.
 */
function parseContentRange(value) {
    const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(value ?? '');
    if (!match)
        return undefined;
    return {
        first: Number(match[1]),
        last: Number(match[2]),
        size: match[3] === '*' ? undefined : Number(match[3]),
    };
}
/**
 * Throws unless a ranged GET's Content-Range is the range asked for. A server may answer a
 * range that starts at 0 with the whole object (200, no Content-Range): that is the range asked
 * for if it is exactly `length` bytes, which the caller checks.
 */
function checkContentRange(contentRange, offset, length, place) {
    const range = parseContentRange(contentRange);
    const whole = contentRange === undefined && offset === 0;
    if (whole || (range && range.first === offset && range.last === offset + length - 1))
        return;
    throw s3_failure_s3Failure({
        ...place,
        code: 'InvalidRange',
        message: `asked for bytes=${offset}-${offset + length - 1} and got ${JSON.stringify(contentRange ?? 'no Content-Range')}`,
    });
}

;// CONCATENATED MODULE: ./build/s3/error-response.js

/** A field of an S3 `<Error>` document (`Code`, `Message`, `Region`), if it has one. */
function errorField(body, name) {
    return body.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
}
/**
 * The most of an error answer's body that is read. S3's error documents are well under 1 KiB;
 * an endpoint may send one that never ends, and only its `Code` and `Message` are wanted.
 */
const ERROR_ANSWER_MAX_BYTES = (/* unused pure expression or super */ null && (64 * 1024));
/**
 * The most time an error answer's body may take once its headers are in. It comes at once from
 * S3; an endpoint may trickle one a byte at a time, below the stall limit, for days.
 */
const ERROR_ANSWER_MAX_MS = 120_000;
/**
 * Reads an S3 error answer (`<Error><Code>…</Code><Message>…</Message></Error>`, or nothing
 * for HEAD) from a request sent outside the SDK, and throws it as the S3Error the SDK path
 * would have thrown, with its hint. Past ERROR_ANSWER_MAX_BYTES or ERROR_ANSWER_MAX_MS the
 * answer is dropped (and its connection with it) and what came so far is read.
 */
async function readErrorResponse(response, place, clock) {
    const chunks = [];
    let bytes = 0;
    let late = false;
    const timer = setTimeout(() => {
        late = true;
        response.destroy();
    }, ERROR_ANSWER_MAX_MS);
    try {
        for await (const chunk of response) {
            chunks.push(chunk);
            bytes += chunk.length;
            if (bytes >= ERROR_ANSWER_MAX_BYTES) {
                response.destroy();
                break;
            }
        }
    }
    catch (error) {
        if (!late)
            throw error;
    }
    finally {
        clearTimeout(timer);
    }
    const body = Buffer.concat(chunks).subarray(0, ERROR_ANSWER_MAX_BYTES).toString('utf8');
    return throwErrorAnswer({ statusCode: response.statusCode, headers: response.headers, body }, place, clock);
}
/** The same for an error answer already read whole (`raw-get.ts`). */
function throwErrorAnswer({ statusCode, headers, body }, place, clock) {
    const date = headers.date;
    clock?.noteServerDate(Array.isArray(date) ? date[0] : date);
    throw s3_failure_s3Failure({
        ...place,
        code: errorField(body, 'Code'),
        statusCode,
        message: errorField(body, 'Message') || `HTTP ${statusCode}`,
        bucketRegion: headers['x-amz-bucket-region'] ?? errorField(body, 'Region'),
    });
}
/** A socket error, timeout or reset of a request sent outside the SDK, as a retryable S3Error. */
function networkFailure(error, place) {
    if (error.name === 'AbortError')
        return error;
    return s3_failure_s3Failure({
        ...place,
        code: error.code ?? 'ECONNRESET',
        // A proxy's refusal of a tunnel: its status decides the retry (a 502 is retried, a 407 not).
        statusCode: error.statusCode,
        message: error.message,
        cause: error,
    });
}
/**
 * A body shorter or longer than the length it came with was cut short (or the object changed
 * under it): a retryable TruncatedBody.
 */
function checkBodyLength(got, expected, place) {
    if (got !== expected) {
        throw s3Failure({
            ...place,
            code: 'TruncatedBody',
            message: `received ${got} bytes, expected ${expected}`,
        });
    }
}

;// CONCATENATED MODULE: ./build/s3/raw/answer-head.js
/**
 * Parses the head (without its final blank line, as latin1 text: header bytes are octets);
 * undefined when it has no status, and neither a usable Content-Length nor chunked coding.
 */
function parseAnswerHead(text) {
    const [status, ...lines] = text.split('\r\n');
    const match = /^HTTP\/1\.([01]) (\d{3})/.exec(status ?? '');
    if (!match)
        return undefined;
    const headers = {};
    for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0)
            headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const chunked = /(^|,)\s*chunked\s*$/i.test(headers['transfer-encoding'] ?? '');
    const contentLength = chunked ? 0 : Number(headers['content-length']);
    if (!Number.isSafeInteger(contentLength) || contentLength < 0)
        return undefined;
    const connection = (headers.connection ?? '').toLowerCase().split(/\s*,\s*/);
    // HTTP/1.1 keeps the connection unless told `close`; HTTP/1.0 only when told `keep-alive`.
    const keepAlive = match[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
    return { statusCode: Number(match[2]), headers, contentLength, chunked, keepAlive };
}

;// CONCATENATED MODULE: ./build/s3/raw/chunked-body.js
/**
 * Decodes an HTTP/1.1 chunked body (RFC 9112 7.1) held whole in memory: the body, or undefined
 * while its last chunk and trailer have not all arrived. Only error answers come so to the raw
 * reader (S3 sends its XML errors chunked; object bodies have a Content-Length), so the body is
 * small and decoded once it is complete. Chunk extensions and trailer fields are skipped.
 */
function decodeChunkedBody(held) {
    const pieces = [];
    let at = 0;
    for (;;) {
        const lineEnd = held.indexOf('\r\n', at);
        if (lineEnd < 0)
            return undefined;
        const sizeText = held.toString('latin1', at, lineEnd).split(';')[0].trim();
        if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText))
            throw new Error(`a chunked body with a bad chunk size: ${JSON.stringify(sizeText)}`);
        const size = parseInt(sizeText, 16);
        at = lineEnd + 2;
        if (size === 0) {
            // The trailer: header lines, then an empty line.
            for (;;) {
                const end = held.indexOf('\r\n', at);
                if (end < 0)
                    return undefined;
                if (end === at)
                    return Buffer.concat(pieces);
                at = end + 2;
            }
        }
        if (held.length < at + size + 2)
            return undefined;
        if (held[at + size] !== 0x0d || held[at + size + 1] !== 0x0a)
            throw new Error('a chunked body whose chunk does not end where its size says');
        pieces.push(held.subarray(at, at + size));
        at += size + 2;
    }
}

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: ./build/lazy-builtins.js

// Node's modules that most runs never use, loaded on first use instead of with the bundle:
// loading node:worker_threads costs about 3 ms of CPU and node:v8 about 1 ms, at every start of
// the CLI and the actions, while only a listing of more than a page, a large download's hashing
// and a transfer's collector tuning need them.
const lazy_builtins_require = (0,external_node_module_namespaceObject.createRequire)(import.meta.url);
function workerThreads() {
    return lazy_builtins_require('node:worker_threads');
}
function lazy_builtins_v8() {
    return lazy_builtins_require('node:v8');
}
/**
 * Milliseconds on a monotonic clock, as `performance.now()` counts them (from another origin):
 * the first touch of the global `performance` loads node:perf_hooks, about 2 ms of CPU, for the
 * first request's stall watch.
 */
function monotonicMs() {
    return Number(process.hrtime.bigint()) / 1e6;
}

;// CONCATENATED MODULE: ./build/s3/stall-watch.js

/**
 * Stall detection shared by every request of a run: a request that receives (or sends) no bytes
 * for longer than the run's current limit is abandoned as `RequestStalled`, which the retry
 * wrapper retries. The issue (#14) measured a stalled GET costing the 120 s socket timeout; AWS's
 * guidance for latency-sensitive work is to track slow requests and retry them aggressively.
 *
 * The limit adapts to what the run has seen: a few times the slowest recent gap (between chunks
 * of a body, or before the first byte of an answer), never below a floor. When stalls become a
 * large share of recent requests, the server is slow rather than faulty, and the limit doubles
 * so a slow store is not retried into the ground.
 */
/** Never give up on a request sooner than this. */
const STALL_FLOOR_MS = 2_000;
/** Never wait longer than this either: the old fixed socket timeout. */
const STALL_CEILING_MS = 120_000;
/** The limit is this many times the slowest gap among the recent ones. */
const GAP_FACTOR = 4;
/** Gaps remembered, per kind. */
const WINDOW = 256;
/** A stall share above this (in the recent decayed average) means a slow server: back off. */
const SLOW_SERVER_SHARE = 0.25;
const SHARE_DECAY = 0.05;
/** A retryable error for a request that went silent. */
class RequestStalledError extends Error {
    code = 'RequestStalled';
    constructor(silentMs) {
        super(`no bytes for ${Math.round(silentMs)} ms; abandoned to be sent again`);
        this.name = 'RequestStalledError';
    }
}
/** The recent maxima of one kind of gap, kept in a ring. */
class GapWindow {
    gaps = new Float64Array(WINDOW);
    count = 0;
    next = 0;
    slowest = 0;
    slowestAge = 0;
    add(gapMs) {
        this.gaps[this.next] = gapMs;
        this.next = (this.next + 1) % WINDOW;
        this.count = Math.min(WINDOW, this.count + 1);
        if (gapMs >= this.slowest) {
            this.slowest = gapMs;
            this.slowestAge = 0;
        }
        else if (++this.slowestAge >= WINDOW) {
            // The slowest has left the window: find the new one (once per WINDOW adds at most).
            this.slowest = 0;
            for (let i = 0; i < this.count; i++)
                this.slowest = Math.max(this.slowest, this.gaps[i]);
            this.slowestAge = 0;
        }
    }
    max() {
        return this.slowest;
    }
}
/** Latencies of whole small requests, for the hedging threshold. */
class LatencyWindow {
    values = [];
    next = 0;
    sinceMedian = 0;
    cachedMedian = 0;
    add(ms) {
        if (this.values.length < WINDOW)
            this.values.push(ms);
        else
            this.values[this.next] = ms;
        this.next = (this.next + 1) % WINDOW;
        this.sinceMedian++;
    }
    get size() {
        return this.values.length;
    }
    /** Recomputed every few samples: a sort per GET would cost more than the GET's own CPU. */
    median() {
        if (this.sinceMedian >= MEDIAN_EVERY || this.cachedMedian === 0) {
            const sorted = [...this.values].sort((a, b) => a - b);
            this.cachedMedian = sorted[Math.floor(sorted.length / 2)] ?? 0;
            this.sinceMedian = 0;
        }
        return this.cachedMedian;
    }
}
const MEDIAN_EVERY = 32;
/** One per run (and one per list worker thread): what the run's requests have seen so far. */
class StallLimits {
    floorMs;
    chunkGaps = new GapWindow();
    firstByteGaps = new GapWindow();
    smallGets = new LatencyWindow();
    stallShare = 0;
    boost = 1;
    getsStarted = 0;
    stalls = 0;
    hedges = 0;
    hedgeWins = 0;
    constructor(floorMs = STALL_FLOOR_MS) {
        this.floorMs = floorMs;
    }
    /** The longest silence allowed between two chunks of a body. */
    chunkLimitMs() {
        return this.limit(this.chunkGaps.max());
    }
    /** The longest wait for the first byte of an answer, after the request has been sent. */
    firstByteLimitMs() {
        return this.limit(this.firstByteGaps.max());
    }
    limit(slowestMs) {
        const base = Math.max(this.floorMs, GAP_FACTOR * slowestMs);
        return Math.min(STALL_CEILING_MS, base * this.boost);
    }
    noteChunkGap(ms) {
        this.chunkGaps.add(ms);
    }
    noteFirstByte(ms) {
        this.firstByteGaps.add(ms);
    }
    /** A request that ended without stalling (successfully or not). */
    noteFinished() {
        this.stallShare *= 1 - SHARE_DECAY;
        if (this.boost > 1 && this.stallShare < SLOW_SERVER_SHARE / 2)
            this.boost = 1;
    }
    noteStall() {
        this.stalls++;
        this.stallShare = this.stallShare * (1 - SHARE_DECAY) + SHARE_DECAY;
        if (this.stallShare > SLOW_SERVER_SHARE)
            this.boost = Math.min(64, this.boost * 2);
    }
    /** A whole small GET's latency, from sending to the last byte. */
    noteSmallGet(ms) {
        this.smallGets.add(ms);
    }
    /**
     * When a small GET still running deserves a second copy: a multiple of the run's median,
     * once enough GETs have been seen to know it; undefined means never.
     */
    hedgeAfterMs() {
        if (this.smallGets.size < HEDGE_MIN_SAMPLES)
            return undefined;
        return Math.max(HEDGE_FLOOR_MS, HEDGE_FACTOR * this.smallGets.median());
    }
    noteGetStarted() {
        this.getsStarted++;
    }
    /** Takes a hedge from the budget (a small share of GETs) if one is left. */
    takeHedge() {
        if (this.hedges >= 1 + HEDGE_SHARE * this.getsStarted)
            return false;
        this.hedges++;
        return true;
    }
    counts() {
        return { stalls: this.stalls, hedges: this.hedges, hedgeWins: this.hedgeWins };
    }
}
const HEDGE_MIN_SAMPLES = 32;
const HEDGE_FACTOR = 4;
const HEDGE_FLOOR_MS = 50;
/** At most this share of GETs get a second copy, so a slow server is not flooded. */
const HEDGE_SHARE = 0.05;
/** Used where no run's limits were passed in (a list worker thread, a one-off request). */
const processStallLimits = new StallLimits();
/**
 * Watches one request. `extraFirstByteMs` widens the wait for the first byte where the server
 * legitimately says nothing for long (a copy, a large body still being sent).
 */
function watchStalls(limits, onStall, extraFirstByteMs = 0, 
/** True while our side holds the body back (backpressure): silence then is not the server's. */
heldBack = () => false) {
    const startedMs = monotonicMs();
    let lastMs = startedMs;
    let answered = false;
    let stopped = false;
    let timer;
    const allowed = () => answered ? limits.chunkLimitMs() : limits.firstByteLimitMs() + extraFirstByteMs;
    const arm = (delayMs) => {
        timer = setTimeout(check, delayMs);
        timer.unref();
    };
    const check = () => {
        if (stopped)
            return;
        if (heldBack()) {
            lastMs = monotonicMs();
            return arm(allowed());
        }
        const silentMs = monotonicMs() - lastMs;
        const limitMs = allowed();
        // Cheap touches only move lastMs; the timer wakes up and re-arms for the rest of the limit.
        if (silentMs < limitMs)
            return arm(limitMs - silentMs);
        // Timers run before the loop reads its sockets: after the thread was busy (a synchronous
        // walk, a large copy), bytes that came meanwhile are still unread here. Decide after the
        // next poll, so a busy client never takes its own lateness for a silent server.
        setImmediate(confirm, lastMs);
    };
    const confirm = (seenMs) => {
        if (stopped)
            return;
        if (lastMs !== seenMs || heldBack())
            return check();
        stopped = true;
        limits.noteStall();
        onStall(new RequestStalledError(monotonicMs() - lastMs));
    };
    arm(allowed());
    return {
        touch() {
            const now = monotonicMs();
            if (answered)
                limits.noteChunkGap(now - lastMs);
            lastMs = now;
        },
        firstByte() {
            const now = monotonicMs();
            if (!answered)
                limits.noteFirstByte(now - lastMs);
            answered = true;
            lastMs = now;
        },
        stop() {
            if (stopped)
                return;
            stopped = true;
            clearTimeout(timer);
            limits.noteFinished();
        },
    };
}

;// CONCATENATED MODULE: ./build/s3/raw/raw-exchange.js




/** An answer's head larger than this is refused (S3's are about 1 KiB). */
const MAX_HEAD_BYTES = 64 * 1024;
/**
 * Body bytes read while the sink waits, or before it is given, held in the scratch: what tls
 * decrypts after being told to stop, which is at most what one read of the socket brought.
 */
const MAX_HELD_BODY_BYTES = 1024 * 1024;
/**
 * One GET and its answer on a connection from the pool (`raw-get.ts` says why and how): the
 * head parsed from our scratch, the body read into the caller's sink, and the connection given
 * back to the pool when its body was read exactly to its end.
 */
class RawExchange {
    options;
    pool;
    head;
    /** The request went out on a reused connection that ended before any byte came back. */
    stale = false;
    connection;
    socket;
    watch;
    /**
     * The head, and body bytes read before the sink is given: the connection's own buffer (one
     * exchange at a time uses it; nothing of it is kept once the exchange is done), not 16 KiB of
     * memory outside the heap made and collected per GET. Grown for this exchange only.
     */
    scratch;
    scratchUsed = 0;
    /** The part of the scratch last handed to the socket, while the head is read. */
    handedScratch;
    /** Of the bytes held in the scratch, those already handed to the sink. */
    drained = 0;
    state = 'head';
    /** A chunked error answer: its body is held in the scratch until its last chunk, then decoded. */
    chunked = false;
    chunkedBody;
    keepAlive = false;
    sink;
    handed;
    /** Body bytes still to come from the socket, and still to hand to the sink. */
    unreceived = 0;
    undelivered = 0;
    anyByte = false;
    /** True while we hold the socket (the sink is busy): silence then is not the server's. */
    holding = false;
    settleHead;
    settleBody;
    failure;
    onAbort = () => this.fail(this.options.signal.reason);
    constructor(signed, options, pool, fresh) {
        this.options = options;
        this.pool = pool;
        this.head = new Promise((resolve, reject) => (this.settleHead = { resolve, reject }));
        this.connection = pool.acquire(signed, this, fresh);
        this.socket = this.connection.socket;
        this.scratch = this.connection.scratch;
        this.watch = watchStalls(options.stalls ?? processStallLimits, (stalled) => this.fail(stalled), 0, () => this.holding);
        this.socket.setTimeout(options.timeoutMs);
        if (options.signal.aborted)
            queueMicrotask(this.onAbort);
        else
            options.signal.addEventListener('abort', this.onAbort, { once: true });
        this.socket.write(this.connection.requestHead('GET', signed.path, signed.headers));
    }
    onFailure(error) {
        this.failUnanswered(error);
    }
    onClose() {
        // Before the head or mid-body, a close is a cut answer.
        if (this.state === 'head' || this.unreceived > 0)
            this.failUnanswered(Object.assign(new Error('the connection closed mid-answer'), { code: 'ECONNRESET' }));
    }
    /** A failure of the connection; on a reused one before any byte, the server had dropped it. */
    failUnanswered(error) {
        if (this.state === 'done')
            return;
        if (!this.anyByte &&
            this.connection.served > 0 &&
            error.code !== 'ETIMEDOUT')
            this.stale = true;
        this.fail(error);
    }
    /** Where the kernel reads next: the sink's buffer once the body is asked, else the scratch. */
    nextBuffer() {
        this.handed = this.handedScratch = undefined;
        // Once the body is all here, the sink's buffers are never handed: the next bytes the socket
        // reads may be the next answer's (or, wrongly, more than the Content-Length).
        if (this.state === 'done' || (this.state !== 'head' && this.unreceived === 0))
            return this.connection.spare;
        // Not while we hold the socket: a sink that said wait may still be writing the buffer it
        // would hand, and tls reads on after `onread`'s callback returned false (it decrypts what it
        // holds in a loop; net stops at once). Such reads go to the scratch, drained after the wait.
        if (this.state === 'body' && this.sink && this.scratchUsed === 0 && !this.holding)
            return (this.handed = this.sink.space());
        this.makeRoom(1);
        return (this.handedScratch = this.scratch.subarray(this.scratchUsed));
    }
    onRead(n, buffer) {
        if (this.state === 'done')
            return true;
        this.anyByte = true;
        this.watch.touch();
        if (this.state !== 'head') {
            this.unreceived -= n;
            if (this.unreceived < 0)
                return this.fail(new Error('more bytes than the Content-Length'));
            if (this.unreceived === 0)
                this.received();
        }
        if (this.handed && buffer === this.handed) {
            const wait = this.accept(n);
            if (wait)
                this.holdUntil(wait);
            // `accept` may have finished the body (then read on, for the server's close).
            const state = this.state;
            return state === 'done' || (this.unreceived > 0 && !wait && state === 'body');
        }
        if (this.state === 'head' || this.chunked) {
            // The scratch was handed at `scratchUsed`, which only a read moves before the head ends;
            // the first read on a reused connection lands in the buffer handed while it was idle.
            if (buffer === this.handedScratch)
                this.scratchUsed += n;
            else
                this.holdBytes(buffer.subarray(0, n));
            if (this.state === 'head')
                return this.parseHead();
            if (this.scratchUsed > MAX_HEAD_BYTES)
                return this.fail(new Error('too large an error answer'));
            // Held until asked; once asked, read on to its last chunk (and after, for the server's close).
            if (this.state === 'body')
                this.takeChunks();
            return this.state !== 'held';
        }
        // A read into a buffer handed before the body was asked (the scratch, at an offset a drain
        // may have moved since): keep its bytes after those held, and hand them over in order.
        if (this.scratchUsed + n > MAX_HELD_BODY_BYTES)
            return this.fail(new Error('too much body held'));
        this.holdBytes(buffer.subarray(0, n));
        if (this.state !== 'body')
            return false;
        if (this.holding)
            return false; // a drain in progress takes these too
        // A drain that finished the body gave the connection back (reading, for the next user or
        // the server's close): false here would stop the socket's reads after the pool resumed it.
        return this.drain() || this.state === 'done';
    }
    /** Grows the scratch (doubling, what it holds kept) until `bytes` more fit after what it holds. */
    makeRoom(bytes) {
        while (this.scratchUsed + bytes > this.scratch.length) {
            const grown = Buffer.allocUnsafe(this.scratch.length * 2);
            this.scratch.copy(grown, 0, 0, this.scratchUsed);
            this.scratch = grown;
        }
    }
    holdBytes(bytes) {
        this.makeRoom(bytes.length);
        bytes.copy(this.scratch, this.scratchUsed);
        this.scratchUsed += bytes.length;
    }
    /** Every byte of the body is here: the server has nothing more to stall on. */
    received() {
        this.watch.stop();
        this.socket.setTimeout(0);
    }
    parseHead() {
        const end = this.scratch.subarray(0, this.scratchUsed).indexOf('\r\n\r\n');
        if (end < 0) {
            return (this.scratchUsed < MAX_HEAD_BYTES || this.fail(new Error('the answer head is too large')));
        }
        this.watch.firstByte();
        const text = this.scratch.toString('latin1', 0, end);
        const parsed = parseAnswerHead(text);
        if (!parsed) {
            const status = text.slice(0, text.indexOf('\r\n') >>> 0);
            return this.fail(new Error(`an answer without a status or a Content-Length: ${JSON.stringify(status)}`));
        }
        const { statusCode, headers, contentLength: length } = parsed;
        this.keepAlive = parsed.keepAlive && !parsed.chunked;
        this.chunked = parsed.chunked;
        if (this.chunked && statusCode >= 200 && statusCode < 300)
            return this.fail(new Error(`a ${statusCode} answer without a Content-Length`));
        // The body bytes that came with the head stay at the start of the scratch, for `read`.
        this.scratch.copy(this.scratch, 0, end + 4, this.scratchUsed);
        this.scratchUsed -= end + 4;
        // A chunked body's end is found by decoding it: until then, more is always to come.
        this.unreceived = this.chunked ? Infinity : length - this.scratchUsed;
        this.undelivered = length;
        if (this.unreceived < 0)
            return this.fail(new Error('more bytes than the Content-Length'));
        if (this.unreceived === 0)
            this.received();
        this.state = 'held';
        this.holding = true;
        this.socket.pause();
        this.settleHead.resolve({
            statusCode,
            headers,
            read: (sink) => this.read(sink),
            readAll: () => this.readAll(),
            destroy: () => void this.fail(new Error('the answer was abandoned')),
        });
        return false;
    }
    read(sink) {
        if (this.failure)
            return Promise.reject(this.failure);
        if (this.chunked)
            return Promise.reject(new Error('a chunked answer is read by readAll'));
        this.sink = sink;
        this.state = 'body';
        const body = new Promise((resolve, reject) => (this.settleBody = { resolve, reject }));
        if (this.undelivered === 0)
            this.finish();
        else if (this.drain())
            this.release();
        return body;
    }
    readAll() {
        if (this.chunked) {
            if (this.failure)
                return Promise.reject(this.failure);
            this.state = 'body';
            const body = new Promise((resolve, reject) => (this.settleBody = { resolve: () => resolve(this.chunkedBody), reject }));
            if (!this.takeChunks())
                this.release();
            return body;
        }
        const body = Buffer.allocUnsafe(this.undelivered);
        let used = 0;
        const sink = { space: () => body.subarray(used), filled: (n) => void (used += n) };
        return this.read(sink).then(() => body);
    }
    /**
     * Hands the bytes held in the scratch to the sink, at once as far as the sink takes them
     * without waiting (so that the next buffer the socket is given is the sink's); true when all
     * went and reading may go on.
     */
    drain() {
        while (this.drained < this.scratchUsed && this.state === 'body') {
            const space = this.sink.space();
            const n = Math.min(space.length, this.scratchUsed - this.drained);
            this.scratch.copy(space, 0, this.drained, this.drained + n);
            this.drained += n;
            const wait = this.accept(n);
            if (wait) {
                this.holdUntil(wait, () => this.drain());
                return false;
            }
        }
        this.scratchUsed = 0;
        this.drained = 0;
        return this.state === 'body';
    }
    /** Decodes the chunked body held, and finishes once it is whole; true when it is. */
    takeChunks() {
        try {
            this.chunkedBody = decodeChunkedBody(this.scratch.subarray(0, this.scratchUsed));
        }
        catch (error) {
            this.fail(error);
            return true;
        }
        if (this.chunkedBody)
            this.finish();
        return this.chunkedBody !== undefined;
    }
    /** The sink took `n` bytes; the body is done once it took them all and settled. */
    accept(n) {
        this.undelivered -= n;
        this.options.onBody?.(n);
        const wait = this.sink.filled(n);
        if (this.undelivered > 0)
            return wait;
        if (wait)
            wait.then(() => this.finish(), (error) => this.fail(error));
        else
            this.finish();
        return undefined;
    }
    /**
     * Reads nothing more until `wait` settles and `then` says reading may go on; by default, once
     * what was read meanwhile (tls) went to the sink.
     */
    holdUntil(wait, then = () => this.drain()) {
        this.holding = true;
        this.socket.pause();
        wait.then(() => {
            if (this.state === 'body' && then())
                this.release();
        }, (error) => this.fail(error));
    }
    release() {
        this.holding = false;
        this.socket.resume();
    }
    finish() {
        if (this.state === 'done')
            return;
        this.state = 'done';
        this.watch.stop();
        this.options.signal.removeEventListener('abort', this.onAbort);
        // Read exactly to its Content-Length (a byte more fails the read): the connection is in
        // step for the next request, unless the server said it closes.
        if (this.keepAlive) {
            this.pool.release(this.connection);
            this.settleBody?.resolve();
            return;
        }
        // The server closes first (it said so), so the closed connection's TIME_WAIT is kept on its
        // side, not in our ports. Its close is read (so the socket reads on); a second at most.
        const timer = setTimeout(() => this.socket.destroy(), 1000);
        timer.unref();
        this.socket.once('close', () => clearTimeout(timer));
        this.socket.end();
        this.socket.resume();
        this.settleBody?.resolve();
    }
    fail(error) {
        if (this.state === 'done')
            return false;
        this.state = 'done';
        this.failure = networkFailure(error, this.options.place);
        this.cleanup();
        this.settleHead.reject(this.failure);
        this.settleBody?.reject(this.failure);
        return false;
    }
    cleanup() {
        this.watch.stop();
        this.options.signal.removeEventListener('abort', this.onAbort);
        this.socket.destroy();
    }
}

;// CONCATENATED MODULE: ./build/s3/raw/raw-get.js


/**
 * A GET whose body the kernel reads straight into the caller's buffers (`onread` with a buffer
 * function, which net and tls both take when they dial), so a large body costs no 64 KiB Buffer
 * per socket read, no copy by Node's HTTP parser, no stream events and no collector work (its
 * CPU against undici's and node:http's: `npm run bench -- http-client`, docs/benchmarks.md's
 * "HTTP clients"). HTTP/1.1 over keep-alive connections
 * (`raw-connections.ts`); the answer must have a Content-Length (S3's GetObject always has).
 * Watched for stalls like every request (`stall-watch.ts`); errors are retryable S3Errors
 * (`networkFailure`).
 *
 * A reused connection the server closed while it was idle fails before any byte of the answer:
 * the GET is then sent once more on a new connection (a GET is safe to repeat), as browsers and
 * Go's net/http do, rather than spending one of the caller's retries (and its backoff).
 */
async function rawGet(signed, options) {
    const pool = options.pool ?? rawConnections;
    const first = new RawExchange(signed, options, pool, false);
    try {
        return await first.head;
    }
    catch (error) {
        if (!first.stale || options.signal.aborted)
            throw error;
        return new RawExchange(signed, options, pool, true).head;
    }
}

;// CONCATENATED MODULE: ./build/wire-bytes.js
/**
 * Bytes of object bodies moved on the wire so far: request bodies as they are written to the
 * socket, answers' bodies as they arrive. What a progress line's bytes and rate are read from,
 * so that a slow link shows a slow rate while an object moves, not 0 B/s until it is through.
 * One counter for a session and the cache's worker threads together: its memory is shared
 * (`shared` goes to a worker in its task, and `WireBytes.of` reads it there), added to with
 * Atomics. Retried bytes count again: they moved.
 */
class WireBytes {
    shared;
    cell;
    constructor(shared = new SharedArrayBuffer(8)) {
        this.shared = shared;
        this.cell = new BigInt64Array(shared);
    }
    /** The counter whose memory a worker was handed. */
    static of(shared) {
        return new WireBytes(shared);
    }
    add(bytes) {
        if (bytes > 0)
            Atomics.add(this.cell, 0, BigInt(bytes));
    }
    get bytes() {
        return Number(Atomics.load(this.cell, 0));
    }
}

;// CONCATENATED MODULE: ./build/cache/restore/worker-range-get.js





/** Bytes a sink is handed at a time when the body goes to a sink (a blob's file). */
const SINK_BUFFER_BYTES = 1024 * 1024;
/**
 * Sends a ranged GET signed by the main thread (DirectRequests.signGet) from a cache worker, by
 * the raw reader (`raw-get.ts`, over this worker's own keep-alive connections): the kernel
 * reads the body straight into one buffer of exactly `length` bytes, or into one reused buffer
 * handed to `sink` with its offset in the range (then an empty buffer is returned), or into the
 * sink's own buffer (then the part of it that holds the range is returned). So no
 * socket chunk is allocated at all, in this worker's heap or the main thread's; a restore of
 * 3,000 files and two 60 MB blobs took 0.57-0.86 user CPU-s so, against 0.96-1.31 through
 * `http` (issue 16). Checks as getRangeInto does: the Content-Range, and the length; errors are
 * the S3Errors the main thread's path would throw (retried there, in src/retry.ts).
 */
async function getRangeInWorker(fetch, signal, sink) {
    const { request, place, offset, length, timeoutMs } = fetch;
    const write = typeof sink === 'function' ? sink : undefined;
    const own = typeof sink === 'object' ? sink.into : undefined;
    if (own && own.length < length)
        throw new RangeError(`a buffer of ${own.length} bytes cannot hold ${length}`);
    // Counted as it arrives, into the main thread's counter (its progress line reads it).
    const wire = fetch.wire && WireBytes.of(fetch.wire);
    const answer = await rawGet(request, {
        signal,
        timeoutMs,
        place,
        onBody: wire && ((n) => wire.add(n)),
    });
    if (answer.statusCode < 200 || answer.statusCode >= 300) {
        const body = await answer.readAll();
        throwErrorAnswer({ statusCode: answer.statusCode, headers: answer.headers, body: body.toString('utf8') }, place);
    }
    const declared = Number(answer.headers['content-length']);
    try {
        checkContentRange(answer.headers['content-range'], offset, length, place);
        if (declared !== length) {
            throw s3_failure_s3Failure({
                ...place,
                code: 'TruncatedBody',
                message: `the body of bytes=${offset}-${offset + length - 1} is ${declared} bytes, not ${length}`,
            });
        }
    }
    catch (error) {
        answer.destroy();
        throw error;
    }
    const into = own ? own.subarray(0, length) : new Uint8Array(write ? 0 : length);
    const whole = Buffer.from(into.buffer, into.byteOffset, into.byteLength);
    const spare = write ? Buffer.allocUnsafe(Math.min(SINK_BUFFER_BYTES, length)) : undefined;
    let at = 0;
    // The sink writes synchronously, so its buffer is free again when it returns.
    await answer.read({
        space: () => spare ?? whole.subarray(at),
        filled: (n) => {
            try {
                if (write)
                    write(spare.subarray(0, n), at);
            }
            catch (error) {
                return Promise.reject(error); // fails the read, and drops the connection
            }
            at += n;
            return undefined;
        },
    });
    return into;
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-worker.js













// The restore's side of the cache workers: decode frames, check each file's hash, land it.
/**
 * Folders this worker has made (or found) inside staging folders. A staged file's folder is made
 * before its first file is opened, once per folder and worker: opening first and making the
 * folder on ENOENT cost a failed open and a thrown error (a stack trace) for each of a
 * 50,000-file tree's 6,000 folders. Staging folders' names are unique to their restore, so a
 * name kept here from an earlier task can only be a folder of this restore's.
 */
const stagedFolders = new Set();
/** The folder of the last file landed: a task's files come in path order, so most share it. */
let lastStagedFolder = '';
function makeStagedFolder(dir) {
    if (dir === lastStagedFolder || stagedFolders.has(dir)) {
        lastStagedFolder = dir;
        return;
    }
    // Recursive: no error when it exists (the other worker made it), parents made as needed,
    // and those are known to exist from then on too.
    const first = (0,external_node_fs_namespaceObject.mkdirSync)(dir, { recursive: true });
    stagedFolders.add(dir);
    if (first !== undefined)
        for (let up = root_paths_parentOf(dir); up.length >= first.length; up = root_paths_parentOf(up))
            stagedFolders.add(up);
    lastStagedFolder = dir;
}
/**
 * Writes a file (`write` fills it, and may throw to refuse it) and stamps it, as every file lands
 * (src/transfer/land-file.ts), the rename left to the commit. Nothing here is
 * ever under a name anyone sees: a staged file's root is a staging folder nobody sees yet
 * (restore-staging.ts), and any other file is written under its temporary name, renamed by the
 * main thread only once every file of the restore is written and checked (restore-commit.ts),
 * so a worker that dies, or a check that fails, leaves no file of the user's replaced.
 */
function land(file, write) {
    const { target, staged } = file;
    if (staged)
        makeStagedFolder(root_paths_parentOf(target));
    writeTempSync(target, file.mode, fsTime(file.mtimeMs), write);
}
class IntegrityError extends Error {
    name = 'IntegrityError';
}
/**
 * Decodes a frame of at most `maxBytes` (its kind's limit, pack-limits.ts); one that zstd refuses
 * or that holds more is corruption, and the restore is a miss.
 */
function decodeOrRefuse(frame, object, index, maxBytes) {
    try {
        return decodeFrame(frame, maxBytes);
    }
    catch (error) {
        throw new IntegrityError(`${object} is corrupt: its frame ${index} does not decode (${error.message})`);
    }
}
/**
 * Frame by frame: decode one, land its files, let it go, so a task holds one decoded frame
 * (about 2 MiB) at a time rather than all of its frames. `body` comes apart from the task: an
 * unpack task carries it, a fetch-unpack fetches it, and the two tasks' objects differ in shape.
 */
function unpack(task, body) {
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    const { object, compression } = task;
    const files = new LandColumnsReader(task.files);
    // The task's files by frame, as indexes into its columns.
    const byFrame = new Map();
    for (let n = 0; n < files.count; n++) {
        const list = byFrame.get(files.frame(n));
        if (list)
            list.push(n);
        else
            byFrame.set(files.frame(n), [n]);
    }
    const fetched = new Set(task.frames.map(([index]) => index));
    for (const frame of byFrame.keys())
        if (!fetched.has(frame))
            throw new IntegrityError(`${object} does not hold the bytes its manifest says`);
    let traced = false;
    for (const [index, offset, length] of task.frames) {
        const list = byFrame.get(index);
        if (!list)
            continue; // fetched only because it sat between two needed frames
        const frame = bytes.subarray(offset, offset + length);
        throwIfStopped();
        const decoded = compression === 'zstd' ? decodeOrRefuse(frame, object, index, pack_limits_MAX_PACK_FRAME_BYTES) : frame;
        if (!traced)
            traceMemory('worker-unpack');
        traced = true;
        landFrame({ decoded, files, object }, list);
        if (decoded !== frame)
            release_buffer_releaseBuffer(decoded);
    }
}
/**
 * Checks and lands the files `list` of one decoded frame. Each file is written straight from the
 * frame, with no object or closure made for it (a 50,000-file restore lands them all here).
 */
function landFrame({ decoded, files, object }, list) {
    for (const n of list) {
        throwIfStopped();
        const at = files.at(n);
        const size = files.size(n);
        const content = decoded.subarray(at, at + size);
        if (content.length !== size)
            throw new IntegrityError(`${object} does not hold the bytes its manifest says`);
        if (!files.hashIs(n, sha256Digest(content)))
            throw new IntegrityError(`a file's content in ${object} does not match its hash: the object is corrupt`);
        const target = files.target(n);
        if (files.staged(n))
            makeStagedFolder(root_paths_parentOf(target));
        writeTempSync(target, files.mode(n), fsTime(files.mtimeMs(n)), content);
    }
}
function blobLand(task) {
    try {
        const { file } = task;
        if (task.compression === 'none') {
            // The object is the file's content: its hash is the content's check.
            if (hashFile(task.downloaded) !== task.objectSha256)
                throw new IntegrityError(`${task.object} does not match its hash`);
            if (file.staged)
                makeStagedFolder(root_paths_parentOf(file.target));
            publishTempSync(task.downloaded, file.target, file.mode, fsTime(file.mtimeMs));
            return;
        }
        // Frame by frame into the temporary file, so memory holds one frame, not the whole file
        // (decoded whole, two 12-40 MB blobs at once took a 50k-file restore past 500 MB of RSS).
        // The stored bytes are not hashed as a whole (a read of the object and a SHA-256 of it, 80
        // ms of a 50,000-file restore's four blobs): as for packs, every byte written is checked
        // against the content's hash below, and a frame that does not decode is corruption.
        const fd = (0,external_node_fs_namespaceObject.openSync)(task.downloaded, 'r');
        try {
            land({ ...file, staged: file.staged === true }, (out) => {
                const content = (0,external_node_crypto_namespaceObject.createHash)('sha256');
                // One read buffer for every frame (they are about the same size).
                let input = Buffer.allocUnsafe(0);
                task.frames.forEach(([offset, length], index) => {
                    throwIfStopped();
                    if (input.length < length)
                        input = Buffer.allocUnsafe(length);
                    const frame = input.subarray(0, length);
                    if ((0,external_node_fs_namespaceObject.readSync)(fd, frame, 0, length, offset) !== length)
                        throw new IntegrityError(`${task.object} is shorter than its manifest says`);
                    const part = decodeOrRefuse(frame, task.object, index, pack_limits_BLOB_FRAME_BYTES);
                    traceMemory('worker-blob');
                    content.update(part);
                    writeAll(out, part);
                    release_buffer_releaseBuffer(part);
                });
                if (content.digest('hex') !== file.sha256)
                    throw new IntegrityError(`the content of ${task.object} does not match its hash`);
            });
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
    }
    finally {
        (0,external_node_fs_namespaceObject.rmSync)(task.downloaded, { force: true });
    }
}
function fetchRange(fetch, cancel, sink) {
    const signal = AbortSignal.any([cancel, AbortSignal.timeout(fetch.timeoutMs)]);
    return getRangeInWorker(fetch, signal, sink);
}
/**
 * The tasks that fetch in this worker: a piece's range then unpacked as `unpack` does, or a
 * blob's range written at its offset as it arrives (a retry writes the same bytes again; the
 * blob is checked against its hash once whole). `cancel` is the main thread's (the restore
 * failed or passed its deadline); each GET also has its own timeout.
 */
async function fetchTask(task, cancel) {
    if (task.kind === 'fetch-write') {
        const fd = (0,external_node_fs_namespaceObject.openSync)(task.file, 'r+');
        try {
            await fetchRange(task.fetch, cancel, (chunk, at) => {
                for (let done = 0; done < chunk.length;)
                    done += (0,external_node_fs_namespaceObject.writeSync)(fd, chunk, done, chunk.length - done, task.fetch.offset + at + done);
            });
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
        return;
    }
    const body = await fetchRange(task.fetch, cancel);
    try {
        unpack(task, body);
    }
    finally {
        release_buffer_releaseBuffer(body);
    }
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-blob-worker.js









// The workers' side of a compressed blob landed in runs (restore-blob-ranges.ts): each run's
// frames decoded and written where they belong as the run arrives, then the whole file checked.
/**
 * Buffers of this worker's finished runs, kept (two at most) for its next runs: a new buffer per
 * run was faulted in page by page as the socket's bytes were copied into it, a fault per 4 KiB
 * and most of a build cache's restore's page faults (perf). Each holds BLOB_RANGE_BYTES, the
 * most a run takes, so any spare serves any run; and they go once no run has been in flight
 * for a moment, so they never outlive the blobs' fetches and the pack tasks keep the memory
 * they had.
 */
const spareRuns = [];
const SPARE_RUNS = 2;
const SPARES_IDLE_MS = 250;
let runsInFlight = 0;
let dropSpares;
function takeRunBuffer(length) {
    runsInFlight++;
    clearTimeout(dropSpares);
    const at = spareRuns.findIndex((buffer) => buffer.length >= length);
    if (at >= 0)
        return spareRuns.splice(at, 1)[0];
    return Buffer.allocUnsafeSlow(Math.max(length, BLOB_RANGE_BYTES));
}
function giveBackRunBuffer(buffer) {
    runsInFlight--;
    if (spareRuns.length < SPARE_RUNS && buffer.length === BLOB_RANGE_BYTES)
        spareRuns.push(buffer);
    else
        release_buffer_releaseBuffer(buffer);
    if (runsInFlight === 0) {
        dropSpares = setTimeout(() => spareRuns.splice(0).forEach(release_buffer_releaseBuffer), SPARES_IDLE_MS);
        dropSpares.unref();
    }
}
/** Writes every byte of `bytes` at `position` of the file. */
function writeAllAt(fd, bytes, position) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_namespaceObject.writeSync)(fd, bytes, at, bytes.length - at, position + at);
}
/**
 * Fetches a run of frames into one buffer, then decodes each and writes it at its place: frame
 * i holds the file's bytes from i * BLOB_FRAME_BYTES, and must decode to exactly its share (zstd
 * stops one that runs past it; one that ends short is refused here), so no frame writes over
 * another's bytes or past the file's size. The content's hash is checked by blob-seal once every
 * run is written.
 */
async function blobRange(task, cancel) {
    const buffer = takeRunBuffer(task.fetch.length);
    try {
        const body = await fetchRange(task.fetch, cancel, { into: buffer });
        const fd = (0,external_node_fs_namespaceObject.openSync)(task.target, 'r+');
        try {
            for (const [index, offset, length] of task.frames) {
                throwIfStopped();
                const start = index * pack_limits_BLOB_FRAME_BYTES;
                const share = Math.min(pack_limits_BLOB_FRAME_BYTES, task.size - start);
                if (share <= 0)
                    throw new IntegrityError(`${task.object} has more frames than its file's size holds`);
                const frame = body.subarray(offset, offset + length);
                const part = decodeOrRefuse(frame, task.object, index, share);
                traceMemory('worker-blob');
                try {
                    if (part.length !== share)
                        throw new IntegrityError(`${task.object} is corrupt: its frame ${index} decodes to ${part.length} bytes, not ${share}`);
                    writeAllAt(fd, part, start);
                }
                finally {
                    release_buffer_releaseBuffer(part);
                }
            }
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
    }
    finally {
        giveBackRunBuffer(buffer);
    }
}
/**
 * Checks a blob's file once all its runs are written: its size, and the SHA-256 of every byte as
 * it is on the disk against the content's; then gives it its mode (exactly: the umask is already
 * applied) and times. The rename to its final name stays the commit's (restore-commit.ts).
 */
function blobSeal(task) {
    const { file } = task;
    throwIfStopped();
    const fd = (0,external_node_fs_namespaceObject.openSync)(file.target, 'r+');
    try {
        const size = (0,external_node_fs_namespaceObject.fstatSync)(fd).size;
        if (size !== file.size)
            throw new IntegrityError(`the content of ${task.object} is ${size} bytes, not the ${file.size} its manifest says`);
        if (fdSha256(fd).toString('hex') !== file.sha256)
            throw new IntegrityError(`the content of ${task.object} does not match its hash`);
        (0,external_node_fs_namespaceObject.fchmodSync)(fd, file.mode);
        const time = fsTime(file.mtimeMs);
        (0,external_node_fs_namespaceObject.futimesSync)(fd, time, time);
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-tasks.js





/** The restore's tasks as the worker runs them. */
const restoreTasks = {
    unpack: {
        run: (task) => {
            try {
                unpack(task, task.body);
            }
            finally {
                release_buffer_releaseBuffer(task.body); // moved here from the main thread: no one else holds it
            }
        },
    },
    'fetch-unpack': { fetch: fetchTask },
    'fetch-write': { fetch: fetchTask },
    'blob-land': { run: blobLand },
    'blob-range': { fetch: blobRange },
    'blob-seal': { run: blobSeal },
    commit: { run: (task) => ({ result: commitNames(task) }) },
    remove: { run: (task) => removeNames(task.paths) },
    preconnect: {
        run: (task) => {
            rawConnections.preconnect(task.endpoint, task.count);
        },
    },
};

;// CONCATENATED MODULE: ./build/cache/save/content-hashes.js
/**
 * A save's content hashes in binary, 32 bytes each in one buffer, with no hex string or map
 * entry per file: on a 100,000-file save the hex strings alone were 7.6 MB of the main thread's
 * live heap, and the maps and place objects keyed by them about 10 MB more (heap snapshot).
 */
const SHA256_BYTES = 32;
/** The hash of each entry a save read this time, by entry index. */
class EntryHashes {
    bytes;
    present;
    count = 0;
    constructor(entries) {
        this.bytes = Buffer.alloc(entries * SHA256_BYTES);
        this.present = new Uint8Array(entries);
    }
    /** How many entries have a hash. */
    get size() {
        return this.count;
    }
    has(entry) {
        return this.present[entry] === 1;
    }
    /** Records a hash task's digests (32 bytes each, in the order of `entries`). */
    setMany(entries, digests) {
        if (digests.length !== entries.length * SHA256_BYTES)
            throw new Error(`a hash task returned ${digests.length} bytes for ${entries.length} files (expected ${entries.length * SHA256_BYTES})`);
        entries.forEach((entry, n) => {
            this.bytes.set(digests.subarray(n * SHA256_BYTES, (n + 1) * SHA256_BYTES), entry * SHA256_BYTES);
            if (this.present[entry] === 0)
                this.count++;
            this.present[entry] = 1;
        });
    }
}
/**
 * Finds ids (rows, entries) by their hash, keyed by the hash's first 4 bytes (a number, so no
 * string is made per hash), each candidate compared in full.
 */
class HashIndex {
    hashAt;
    first = new Map();
    more = new Map();
    constructor(hashAt) {
        this.hashAt = hashAt;
    }
    add(id) {
        const [buffer, at] = this.hashAt(id);
        const key = buffer.readUInt32BE(at);
        if (!this.first.has(key))
            this.first.set(key, id);
        else {
            const others = this.more.get(key);
            if (others)
                others.push(id);
            else
                this.more.set(key, [id]);
        }
    }
    /** The id added with the hash at `buffer[at..at+32]`, or -1. */
    find(buffer, at) {
        const key = buffer.readUInt32BE(at);
        const id = this.first.get(key);
        if (id === undefined)
            return -1;
        if (this.sameHash(id, buffer, at))
            return id;
        for (const other of this.more.get(key) ?? [])
            if (this.sameHash(other, buffer, at))
                return other;
        return -1;
    }
    sameHash(id, buffer, at) {
        const [mine, from] = this.hashAt(id);
        return mine.compare(buffer, at, at + SHA256_BYTES, from, from + SHA256_BYTES) === 0;
    }
}

;// CONCATENATED MODULE: ./build/cache/store/tar-header.js
/**
 * The one kind of tar header a pack holds: a regular file named by its content's SHA-256, mode
 * 0644, owner 0, mtime 0 (ustar; the metadata lives in the manifest). Written from a template
 * because node-tar's Header was the packer's bottleneck (the two side by side: `npm run bench --
 * digests`, docs/benchmarks.md). Tests check the output with node-tar's parser (the reference)
 * and GNU tar (`tar --zstd -tf` on a pack).
 */
const BLOCK = 512;
const TEMPLATE = (() => {
    const header = Buffer.alloc(BLOCK);
    header.write('0000644\0', 100, 'latin1'); // mode
    header.write('0000000\0', 108, 'latin1'); // uid
    header.write('0000000\0', 116, 'latin1'); // gid
    header.write('00000000000\0', 136, 'latin1'); // mtime
    header.write('        ', 148, 'latin1'); // checksum, counted as spaces
    header.write('0', 156, 'latin1'); // type: regular file
    header.write('ustar\0' + '00', 257, 'latin1'); // magic and version
    return header;
})();
const TEMPLATE_SUM = TEMPLATE.reduce((sum, byte) => sum + byte, 0);
/** The largest size ustar's 11 octal digits hold (8 GiB - 1); packs hold files under 8 MiB. */
const MAX_SIZE = 0o77777777777;
function contentHeader(sha256, size) {
    if (sha256.length !== 64 || !(size >= 0 && size <= MAX_SIZE))
        throw new RangeError(`no tar header for ${JSON.stringify(sha256)} of ${size} bytes`);
    const header = Buffer.allocUnsafe(BLOCK);
    TEMPLATE.copy(header);
    header.write(sha256, 0, 'latin1');
    const octalSize = `${size.toString(8).padStart(11, '0')}\0`;
    header.write(octalSize, 124, 'latin1');
    let sum = TEMPLATE_SUM;
    for (let i = 0; i < 64; i++)
        sum += sha256.charCodeAt(i);
    for (let i = 0; i < 11; i++)
        sum += octalSize.charCodeAt(i);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
    return header;
}

;// CONCATENATED MODULE: ./build/cache/save/save-tasks.js
/**
 * The save's tasks for the cache worker threads (cache-worker.ts runs them, or the main thread
 * for small work: save-workers.ts): hash files, pack small contents into zstd frames of tar
 * members, compress a large file into a blob.
 */








const save_tasks_TAR_BLOCK = 512;
/** A blob is compressed only when a sample of it shrinks below this share of its size. */
const BLOB_COMPRESS_RATIO = 0.9;
const ZSTD_LEVEL = 3;
/** Reads exactly `size` bytes of `file` into `into` at `at`, with blocking calls. */
function readInto(file, size, into, at) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(file, 'r');
    try {
        let got = 0;
        while (got < size) {
            const n = (0,external_node_fs_namespaceObject.readSync)(fd, into, at + got, size - got, got);
            if (n === 0)
                break;
            got += n;
        }
        if (got !== size)
            throw new Error(`${JSON.stringify(file)} changed size while it was saved`);
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/**
 * The files' SHA-256 digests, 32 bytes each in file order, in an ArrayBuffer of their own (moved
 * to the main thread, not copied). Small files are read into one buffer for the whole task (see
 * pack: no garbage per file).
 */
function hash(task) {
    const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    const digests = new Uint8Array(task.files.length * SHA256_BYTES);
    task.files.forEach((f, n) => {
        let digest;
        if (f.size > READ_CHUNK_BYTES)
            digest = fileSha256(f.path);
        else {
            readInto(f.path, f.size, buffer, 0);
            digest = sha256Digest(buffer.subarray(0, f.size));
        }
        digests.set(digest, n * SHA256_BYTES);
    });
    release_buffer_releaseBuffer(buffer);
    return digests;
}
/**
 * One frame, with zstd's content checksum (XXH64 of what it decodes to, 4 bytes): a restore
 * fetches frames by range and no longer hashes whole packs, so a corrupt byte that would only
 * change a tar header (never used: files are placed by the manifest and checked against their
 * own hashes) is still caught by the decoder. The output buffer is sized to the input up front
 * (source shrinks 3-5x, so the frame fits): zlib's default 16 KiB chunks, concatenated at the
 * end, doubled the garbage.
 */
function compress(chunks) {
    const input = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    const frame = external_node_zlib_namespaceObject.zstdCompressSync(input, {
        chunkSize: Math.max(64, input.length + 1024),
        params: {
            [external_node_zlib_namespaceObject.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL,
            [external_node_zlib_namespaceObject.constants.ZSTD_c_checksumFlag]: 1,
        },
    });
    if (input !== chunks[0])
        release_buffer_releaseBuffer(input);
    return frame;
}
/**
 * Tar members named by their content hash, grouped into zstd frames of about `frameBytes`; the
 * last frame ends with tar's two zero blocks, so the pack is a valid `.tar.zst`. Each content is
 * hashed again as it is read: a file changed since the hash pass fails the save instead of
 * storing bytes under the wrong hash. Headers come from a template (see tar-header.ts). Each file
 * is read straight into the frame being filled, one buffer for the whole task: a buffer per file
 * (most of them slices of Node's shared 8 KiB slabs, which nothing could free early) left about
 * 30 MiB of garbage per pack in each worker until its next collection.
 */
function pack(task) {
    const out = [];
    const frames = [];
    const count = task.paths.length;
    const places = new Int32Array(count * 2);
    const wanted = Buffer.from(task.sha256.buffer, task.sha256.byteOffset, task.sha256.byteLength);
    let offset = 0;
    let frame = Buffer.allocUnsafe(task.frameBytes + 4 * save_tasks_TAR_BLOCK);
    let length = 0;
    const room = (bytes) => {
        if (length + bytes <= frame.length)
            return;
        const bigger = Buffer.allocUnsafe(Math.max(frame.length * 2, length + bytes));
        frame.copy(bigger, 0, 0, length);
        release_buffer_releaseBuffer(frame);
        frame = bigger;
    };
    const flush = () => {
        // A copy of the frame alone: compress() returns a view on a buffer of the input's size.
        const compressed = compress([frame.subarray(0, length)]);
        const stored = Buffer.from(compressed);
        release_buffer_releaseBuffer(compressed);
        frames.push([offset, stored.length]);
        out.push(stored);
        offset += stored.length;
        length = 0;
    };
    for (let i = 0; i < count; i++) {
        const [file, size] = [task.paths[i], task.sizes[i]];
        const pad = (save_tasks_TAR_BLOCK - (size % save_tasks_TAR_BLOCK)) % save_tasks_TAR_BLOCK;
        room(save_tasks_TAR_BLOCK + size + pad);
        const hashAt = i * SHA256_BYTES;
        contentHeader(wanted.toString('hex', hashAt, hashAt + SHA256_BYTES), size).copy(frame, length);
        const at = length + save_tasks_TAR_BLOCK;
        readInto(file, size, frame, at);
        const digest = sha256Digest(frame.subarray(at, at + size));
        if (digest.compare(wanted, hashAt, hashAt + SHA256_BYTES) !== 0)
            throw new Error(`${JSON.stringify(file)} changed while it was saved`);
        frame.fill(0, at + size, at + size + pad);
        places[2 * i] = frames.length;
        places[2 * i + 1] = at;
        length = at + size + pad;
        if (length >= task.frameBytes && i < count - 1)
            flush();
    }
    room(2 * save_tasks_TAR_BLOCK);
    frame.fill(0, length, length + 2 * save_tasks_TAR_BLOCK);
    length += 2 * save_tasks_TAR_BLOCK;
    flush();
    traceMemory('worker-pack');
    release_buffer_releaseBuffer(frame);
    // Its own ArrayBuffer (never Node's shared pool), so it can be transferred to the main thread.
    const body = new Uint8Array(offset);
    let at = 0;
    for (const stored of out) {
        body.set(stored, at);
        at += stored.length;
        release_buffer_releaseBuffer(stored);
    }
    return { body, sha256: file_digest_sha256Hex(body), frames, places };
}
/** Compresses a large file into frames in a temporary file, or keeps it as it is if that does not pay. */
function blob(task) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(task.path, 'r');
    try {
        const sample = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, task.size));
        (0,external_node_fs_namespaceObject.readSync)(fd, sample, 0, sample.length, 0);
        if (compress([sample]).length > sample.length * BLOB_COMPRESS_RATIO) {
            return {
                compression: 'none',
                sha256: task.sha256,
                size: task.size,
                frames: [[0, task.size]],
            };
        }
        const outFd = (0,external_node_fs_namespaceObject.openSync)(task.tempPath, 'wx');
        const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256');
        const content = (0,external_node_crypto_namespaceObject.createHash)('sha256');
        const frames = [];
        let offset = 0;
        try {
            const buffer = Buffer.allocUnsafe(task.frameBytes);
            for (let position = 0; position < task.size;) {
                const n = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, 0, Math.min(buffer.length, task.size - position), position);
                if (n === 0)
                    throw new Error(`${JSON.stringify(task.path)} shrank while it was saved`);
                const input = buffer.subarray(0, n);
                content.update(input);
                const frame = compress([input]);
                hash.update(frame);
                for (let at = 0; at < frame.length;)
                    at += (0,external_node_fs_namespaceObject.writeSync)(outFd, frame, at);
                frames.push([offset, frame.length]);
                offset += frame.length;
                position += n;
                release_buffer_releaseBuffer(frame); // after its length is taken: a released buffer is empty
            }
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(outFd);
        }
        if (content.digest('hex') !== task.sha256)
            throw new Error(`${JSON.stringify(task.path)} changed while it was saved`);
        return { compression: 'zstd', sha256: hash.digest('hex'), size: offset, frames };
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/** The save's tasks as the worker (or, for small saves, the main thread) runs them. */
const saveTasks = {
    hash: {
        run: (task) => {
            const digests = hash(task);
            return { result: digests, transfer: [digests.buffer] };
        },
    },
    pack: {
        run: (task) => {
            const packed = pack(task);
            return {
                result: packed,
                transfer: [packed.body.buffer, packed.places.buffer],
            };
        },
    },
    blob: { run: (task) => ({ result: blob(task) }) },
};

;// CONCATENATED MODULE: ./build/s3/list/error-transport.js

/** Errors cross the thread boundary as plain data and come back as the same class. */
function serializeError(error) {
    if (error instanceof errors_S3Error) {
        return {
            name: error.name,
            message: error.message,
            reason: error.reason,
            operation: error.operation,
            bucket: error.bucket,
            key: error.key,
            code: error.code,
            statusCode: error.statusCode,
            hint: error.hint,
        };
    }
    const e = error instanceof Error ? error : new Error(String(error));
    return { name: e.name, message: e.message, code: e.code };
}
function deserializeError(data) {
    if (data.name === 'S3Error' && data.operation && data.bucket !== undefined) {
        return new S3Error(data.reason ?? data.message, {
            operation: data.operation,
            bucket: data.bucket,
            key: data.key,
            code: data.code,
            statusCode: data.statusCode,
            hint: data.hint,
        });
    }
    return Object.assign(new Error(data.message), { name: data.name, code: data.code });
}

;// CONCATENATED MODULE: ./build/cache/workers/cache-worker.js



function handlerOf(table, task) {
    const handler = Object.hasOwn(table, task.kind)
        ? table[task.kind]
        : undefined;
    if (!handler)
        throw new Error(`no cache worker task is called ${JSON.stringify(task.kind)}`);
    return handler;
}
/** Runs a task of `table` to its end where it is called. */
function runTask(table, task) {
    const handler = handlerOf(table, task);
    if (!('run' in handler))
        throw new Error(`a ${task.kind} task runs in a worker thread`);
    const outcome = handler.run(task);
    return { result: outcome?.result, transfer: outcome?.transfer ?? [] };
}
/** A reply for a failed task; an S3Error goes whole, so the main thread can retry it. */
function failure(id, error) {
    const e = error;
    return {
        id,
        error: {
            name: e.name,
            message: e.message,
            ...(e.code ? { code: e.code } : {}),
            ...(error instanceof errors_S3Error ? { s3: serializeError(error) } : {}),
        },
    };
}
/** Serves the main thread's tasks from `table` (the save's and the restore's joined). */
function runCacheWorker(table) {
    const port = external_node_worker_threads_namespaceObject.parentPort;
    port.postMessage({ ready: true });
    // Fetching tasks run concurrently (their GETs wait on sockets); the main thread may cancel one.
    const cancels = new Map();
    port.on('message', (message) => {
        if ('cancel' in message) {
            cancels.get(message.cancel)?.abort();
            return;
        }
        const { id, task } = message;
        let handler;
        try {
            handler = handlerOf(table, task);
        }
        catch (error) {
            port.postMessage(failure(id, error));
            return;
        }
        if ('fetch' in handler) {
            const controller = new AbortController();
            cancels.set(id, controller);
            handler
                .fetch(task, controller.signal)
                .then(() => port.postMessage({ id }), (error) => port.postMessage(failure(id, error)))
                .finally(() => cancels.delete(id));
            return;
        }
        try {
            const { result, transfer } = runTask(table, task);
            port.postMessage({ id, result }, transfer);
        }
        catch (error) {
            port.postMessage(failure(id, error));
        }
    });
}

;// CONCATENATED MODULE: ./build/cache/cache-worker-entry.js
// The cache worker's entry. ncc bundles it on its own (dist/cache-worker/index.js). It joins the
// save's and the restore's task tables, so that neither side imports the other.



runCacheWorker({ ...saveTasks, ...restoreTasks });

