/** A configuration Gatehouse refuses to start with; the message names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The refusal of one variable's value. */
export const invalid = (name: string, message: string) => new ConfigError(`Invalid configuration: ${name}: ${message}`);
