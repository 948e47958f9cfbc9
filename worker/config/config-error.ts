/** A variable or secret that stops the worker, named with what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The worker's configuration is invalid (wrangler.toml [vars], secrets, .dev.vars): ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}
