/** The part of a pino/fastify logger the REST routes use (`app.log` fits). */
export interface RestLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
