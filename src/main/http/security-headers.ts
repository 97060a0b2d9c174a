// The Content-Security-Policy and the other hardening headers, shared by the Electron app (its app://
// protocol and the session's response headers), the browser-mode server, and the renderer's index.html
// meta tag (electron.vite.config.ts writes the meta variant into it at build time). The page connects only to
// where it came from: the Electron app talks over IPC, the browser mode to its own server's socket.

type Policy = Readonly<Record<string, readonly string[]>>;

const BASE_POLICY: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  // 'self' covers the page's own ws:// origin too (CSP 3).
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

function serialize(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** The policy sent as a response header; `connect` adds sources the page may connect to. */
export function contentSecurityPolicy(connect: readonly string[] = []): string {
  return serialize({
    ...BASE_POLICY,
    'connect-src': [...(BASE_POLICY['connect-src'] ?? []), ...connect],
    'frame-ancestors': ["'none'"],
  });
}

/** The policy sent as a response header by the Electron app. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

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

/** No camera, microphone, location or the like: a dice game asks for none of them. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Headers for every response of ours, whatever its content; `connect` as for contentSecurityPolicy. */
export function securityHeaders(connect: readonly string[] = []): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connect),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** The Electron app's headers (its page connects nowhere but itself). */
export const SECURITY_HEADERS = securityHeaders();
