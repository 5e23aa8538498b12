/**
 * A configuration the process must not run with. Its message is one line
 * naming every bad variable and what it accepts; the servers print it
 * without a stack and exit 1 (docs/configuration.md).
 */
export class ConfigError extends Error {
  override name = 'ConfigError'
}
