import { parseRuntimeConfig, type RuntimeConfig } from '../../../shared/config';

let loaded: RuntimeConfig | null = null;

/** Fetch and validate /config.json once; the same bundle runs locally and in AWS. */
export async function loadConfig(): Promise<RuntimeConfig> {
  if (loaded) return loaded;
  const res = await fetch('/config.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`/config.json: ${res.status}`);
  loaded = parseRuntimeConfig(await res.json());
  return loaded;
}

export function config(): RuntimeConfig {
  if (!loaded) throw new Error('config() called before loadConfig()');
  return loaded;
}

/** Tests set the configuration directly. */
export function setConfig(c: RuntimeConfig): void {
  loaded = c;
}
