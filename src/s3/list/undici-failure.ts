/**
 * undici's own failure codes, as the codes the retry classifier (`retry.ts`) and the hints
 * (`s3-failure.ts`) already know from node:http: a connection closed or reset mid-answer, a
 * timeout, a proxy that refused its tunnel. Socket errors (ECONNREFUSED, ENOTFOUND...) come
 * through undici as Node raised them and are left as they are.
 */
const AS_NODE_CODES: Readonly<Record<string, string>> = {
  UND_ERR_SOCKET: 'ECONNRESET',
  UND_ERR_CLOSED: 'ECONNRESET',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'ECONNRESET',
  UND_ERR_CONNECT_TIMEOUT: 'ETIMEDOUT',
  UND_ERR_HEADERS_TIMEOUT: 'ETIMEDOUT',
  UND_ERR_BODY_TIMEOUT: 'ETIMEDOUT',
};

/** undici words a refused CONNECT so (lib/dispatcher/proxy-agent.js); its status is the fact. */
const TUNNEL_REFUSED = /^Proxy response \((\d{3})\) !== 200 when HTTP Tunneling$/;

/** An undici error with a code and, for a proxy's refusal, a status, that our errors read. */
export function undiciFailure(error: Error): Error & { code?: string; statusCode?: number } {
  const code = (error as { code?: string }).code;
  const refused = TUNNEL_REFUSED.exec(error.message);
  if (refused) {
    return Object.assign(new Error(`the proxy refused a tunnel: HTTP ${refused[1]}`), {
      code: 'ProxyRefused',
      statusCode: Number(refused[1]),
      cause: error,
    });
  }
  const nodeCode = code === undefined ? undefined : AS_NODE_CODES[code];
  if (!nodeCode) return error;
  return Object.assign(new Error(error.message), { code: nodeCode, cause: error });
}
