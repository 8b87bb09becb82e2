import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Addresses carrying a secret (password reset links, signed file links, calendar feeds) are logged without it. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password\/reset\/)[^/?]+/, '$1[redacted]')
    .replace(/(\/password_reset_confirm\/)[^/?]+/, '$1[redacted]')
    .replace(/(\/calendar\/feed\/)[^/?]+\.ics/, '$1[redacted].ics')
    .replace(/([?&](?:sig|token|code)=)[^&#]*/gi, '$1[redacted]');
}

/** The request log: one JSON line a request, without credentials or the secrets in addresses. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrftoken"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}

/** TRUST_PROXY as Fastify takes it: n hops become "believe the nearest n proxies". */
export function proxyTrust(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
