import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { bypassesProxy, parseNoProxy } from '../../src/s3/proxy/no-proxy.js';
import {
  proxyNotice,
  proxySettingsFromEnv,
  proxyUrlFor,
  type ProxySettings,
} from '../../src/s3/proxy/proxy-settings.js';

const target = (url: string) => {
  const parsed = new URL(url);
  return { protocol: parsed.protocol, hostname: parsed.hostname, port: parsed.port };
};
const bypasses = (noProxy: string, url: string) =>
  bypassesProxy(parseNoProxy(noProxy), target(url));

describe('NO_PROXY, as @actions/http-client matches it', () => {
  it.each([
    // [NO_PROXY, request URL, goes direct]
    ['s3.example.com', 'https://s3.example.com/b', true],
    ['S3.EXAMPLE.COM', 'https://s3.example.com/b', true],
    ['example.com', 'https://s3.example.com/b', true],
    ['.example.com', 'https://s3.example.com/b', true],
    ['.example.com', 'https://example.com/b', false],
    ['example.com', 'https://example.com/b', true],
    ['ample.com', 'https://s3.example.com/b', false],
    ['example.org', 'https://s3.example.com/b', false],
    ['other.com, example.com ,', 'https://s3.example.com/b', true],
    ['*', 'https://s3.example.com/b', true],
    ['', 'https://s3.example.com/b', false],
    // Host and port: the port as written, or the scheme's default.
    ['s3.example.com:443', 'https://s3.example.com/b', true],
    ['s3.example.com:443', 'http://s3.example.com/b', false],
    ['s3.example.com:80', 'http://s3.example.com/b', true],
    ['s3.example.com:9000', 'http://s3.example.com:9000/b', true],
    ['s3.example.com:9000', 'http://s3.example.com:9001/b', false],
    ['example.com:9000', 'http://s3.example.com:9000/b', true],
    // Addresses compare as text.
    ['10.0.0.5', 'http://10.0.0.5:7480/b', true],
    ['10.0.0.5', 'http://10.0.0.50:7480/b', false],
    ['[fd00::1]', 'http://[fd00::1]:7480/b', true],
  ])('NO_PROXY=%j, %s: direct %s', (noProxy, url, direct) => {
    expect(bypasses(noProxy, url)).toBe(direct);
  });

  it.each([
    'http://localhost:7480/b',
    'http://LOCALHOST:7480/b',
    'http://127.0.0.1:7480/b',
    'http://127.1.2.3/b',
    'http://[::1]:7480/b',
  ])('loopback always goes direct, whatever NO_PROXY says: %s', (url) => {
    expect(bypasses('', url)).toBe(true);
    expect(bypasses('example.com', url)).toBe(true);
  });

  it('0.0.0.0 and other names of this machine are not loopback by name', () => {
    expect(bypasses('', 'http://0.0.0.0:7480/b')).toBe(false);
    expect(bypasses('', 'http://localhost.example.com/b')).toBe(false);
  });
});

describe('the proxy variables, read once', () => {
  it('none set: no proxy settings at all', () => {
    expect(proxySettingsFromEnv({})).toBeUndefined();
    expect(proxySettingsFromEnv({ NO_PROXY: 'example.com', HTTPS_PROXY: ' ' })).toBeUndefined();
  });

  it('the lower-case variable wins over the upper-case one', () => {
    const settings = proxySettingsFromEnv({
      https_proxy: 'http://lower:3128',
      HTTPS_PROXY: 'http://upper:3128',
      http_proxy: 'http://lower-plain:3128',
      HTTP_PROXY: 'http://upper-plain:3128',
      no_proxy: 'lower.example',
      NO_PROXY: 'upper.example',
    });
    expect(settings).toEqual({
      httpsProxy: 'http://lower:3128/',
      httpProxy: 'http://lower-plain:3128/',
      noProxy: ['LOWER.EXAMPLE'],
    });
  });

  it('HTTPS_PROXY for https:// endpoints, HTTP_PROXY for http:// ones, no fallback between them', () => {
    const https = proxySettingsFromEnv({ HTTPS_PROXY: 'http://proxy:3128' });
    expect(proxyUrlFor(https, target('https://s3.amazonaws.com'))).toBe('http://proxy:3128/');
    expect(proxyUrlFor(https, target('http://minio.internal:9000'))).toBeUndefined();
    const http = proxySettingsFromEnv({ HTTP_PROXY: 'http://proxy:3128' });
    expect(proxyUrlFor(http, target('https://s3.amazonaws.com'))).toBeUndefined();
    expect(proxyUrlFor(http, target('http://minio.internal:9000'))).toBe('http://proxy:3128/');
  });

  it('NO_PROXY decides per host', () => {
    const settings = proxySettingsFromEnv({
      HTTPS_PROXY: 'http://proxy:3128',
      NO_PROXY: '.internal,s3.eu-west-1.amazonaws.com',
    });
    expect(proxyUrlFor(settings, target('https://s3.eu-west-1.amazonaws.com'))).toBeUndefined();
    expect(proxyUrlFor(settings, target('https://b.s3.eu-west-1.amazonaws.com'))).toBeUndefined();
    expect(proxyUrlFor(settings, target('https://store.internal'))).toBeUndefined();
    expect(proxyUrlFor(settings, target('https://s3.us-east-1.amazonaws.com'))).toBe(
      'http://proxy:3128/',
    );
  });

  it('a value without a scheme means http://, and credentials stay in the URL', () => {
    expect(proxySettingsFromEnv({ HTTPS_PROXY: 'proxy.corp:3128' })?.httpsProxy).toBe(
      'http://proxy.corp:3128/',
    );
    expect(proxySettingsFromEnv({ HTTPS_PROXY: 'http://u%40x:p%3Aw@proxy:8080' })?.httpsProxy).toBe(
      'http://u%40x:p%3Aw@proxy:8080/',
    );
  });

  it.each(['socks5://proxy:1080', 'http://', 'http://[bad'])(
    'refuses %j, naming the variable and hiding credentials',
    (value) => {
      expect(() => proxySettingsFromEnv({ HTTPS_PROXY: value })).toThrow(InputError);
      expect(() => proxySettingsFromEnv({ HTTPS_PROXY: value })).toThrow(/'HTTPS_PROXY'/);
    },
  );

  it('an error never shows the password', () => {
    let message = '';
    try {
      proxySettingsFromEnv({ https_proxy: 'ftp://user:secret@proxy:21' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("'https_proxy'");
    expect(message).not.toContain('secret');
    expect(message).toContain('ftp://***@proxy:21');
  });

  it('the log line names the proxies by host, never their credentials', () => {
    const settings: ProxySettings | undefined = proxySettingsFromEnv({
      HTTPS_PROXY: 'http://user:secret@proxy.corp:3128',
      NO_PROXY: '.internal',
    });
    expect(proxyNotice(settings)).toBe(
      'Proxy: https:// endpoints through http://proxy.corp:3128 (NO_PROXY: ".internal")',
    );
    expect(proxyNotice(undefined)).toBeUndefined();
  });
});
