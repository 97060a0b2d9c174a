// Process-wide hardening: every web contents may neither navigate nor open windows nor attach
// <webview>s, every permission request is denied, and responses not served by our own protocol (the dev
// server) get the CSP header too.

import { app, type Session } from 'electron';
import { CONTENT_SECURITY_POLICY, DEV_CONTENT_SECURITY_POLICY } from '../http/security-headers';

export function hardenWebContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

export function hardenSession(session: Session, options: { readonly dev: boolean }): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  const policy = options.dev ? DEV_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY;
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] },
    });
  });
}
