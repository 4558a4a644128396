import type { FastifyInstance } from "fastify";
import { ConnectionsPerAddress } from "./connection-limits";
import { errorAnswer, notFoundAnswer, RouteMethods } from "./error-answers";
import type { HardeningConfig } from "./hardening-config";
import { registerSecurityHeaders } from "./security-headers";

/**
 * Applies the limits and headers of `config` to a server made with `fastifyTimeoutOptions`: connections
 * per address capped, security headers on every answer, every error (404 and 405 included) in the
 * documented `{error:{code,message}}` shape. Call before registering routes; returns the route table
 * the REST routes use for their own 405 answers.
 */
export function applyHardening(app: FastifyInstance, config: HardeningConfig): RouteMethods {
  new ConnectionsPerAddress(config.maxConnectionsPerAddress).attach(app.server);
  const routes = new RouteMethods();
  routes.attach(app);
  app.setNotFoundHandler(notFoundAnswer(routes));
  app.setErrorHandler(errorAnswer(app.log));
  registerSecurityHeaders(app, config);
  return routes;
}
