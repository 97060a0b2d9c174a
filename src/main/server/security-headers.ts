// The Content-Security-Policy and the other hardening headers, shared by the Electron app (its app://
// protocol and the session's response headers), the browser-mode server, and the renderer's index.html
// meta tag (electron.vite.config.ts writes the meta variant into it at build time).

const BASE_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'ws://127.0.0.1:*'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

function serialize(policy: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** The policy sent as a response header. */
export const CONTENT_SECURITY_POLICY = serialize({ ...BASE_POLICY, 'frame-ancestors': ["'none'"] });

/** The same policy for a <meta http-equiv> tag, which cannot carry frame-ancestors. */
export const META_CONTENT_SECURITY_POLICY = serialize(BASE_POLICY);

/**
 * Development only (the Vite dev server with React Fast Refresh): its preamble is an inline script and
 * hot reload talks over a websocket to localhost. Never used for a built app.
 */
export const DEV_CONTENT_SECURITY_POLICY = serialize({
  ...BASE_POLICY,
  'script-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'ws://127.0.0.1:*', 'ws://localhost:*'],
});

/** Headers for every response of ours, whatever its content. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
