export interface ServerConfig {
  port: number;
  dataDir: string | undefined;
  allowedOrigins: string[];
}

/** Reads the server's settings from the environment, with the local defaults of the README. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT non valida: ${env['PORT']}`);
  return {
    port,
    // PGLITE_DATA_DIR=memory keeps everything in memory (tests, throwaway demos).
    dataDir:
      env['PGLITE_DATA_DIR'] === 'memory' ? undefined : (env['PGLITE_DATA_DIR'] ?? '.data/pglite'),
    allowedOrigins: (env['ALLOWED_ORIGINS'] ?? 'http://localhost:5173,http://127.0.0.1:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
