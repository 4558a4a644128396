import type { FastifyInstance } from "fastify";
import { sendError } from "./http-error";

export interface SecurityHeaderOptions {
  /**
   * Who may show the app in a frame (CSP frame-ancestors sources), e.g. "'self' https://broker.example".
   * Default "'self'".
   */
  frameAncestors: string;
  /** Serve the app's `.map` files (they show the source). Default false. */
  sourceMaps: boolean;
}

/**
 * The Content-Security-Policy of every answer. No inline or foreign script (an injected `<script>` or
 * `onerror=` does not run); styles may be inline (the board's components set style attributes); the feed
 * connects back to the same host over ws/wss; images may be data: URLs (canvas exports); the board's
 * worker starts from a blob: URL; frames may show https pages (the optional chart iframe).
 */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "worker-src 'self' blob:",
    // A broker may build the app with its chart page in the stock popup (VITE_CHART_IFRAME_URL).
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/** Adds the security headers to every answer and keeps source maps private unless asked. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const csp = contentSecurityPolicy(options.frameAncestors);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("content-security-policy", csp);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
    if (!options.sourceMaps && request.url.split("?")[0].endsWith(".map")) {
      return sendError(reply, 404, "source maps are not served (start the server with --source-maps)");
    }
  });
}

/** Checks a --frame-ancestors value: CSP source expressions separated by spaces. */
export function validFrameAncestors(value: string): boolean {
  const sources = value.trim().split(/\s+/);
  return (
    sources.length > 0 &&
    sources.every(
      (s) => /^'(self|none)'$/.test(s) || /^(https?:\/\/)?(\*\.)?[A-Za-z0-9.-]+(:\d+|:\*)?$/.test(s),
    ) &&
    !(sources.includes("'none'") && sources.length > 1)
  );
}
