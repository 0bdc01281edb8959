/** Where the Graph API is and which version the adapter speaks. */
export interface GraphSettings {
  graphBaseUrl: string;
  apiVersion: string;
}

export const DEFAULT_GRAPH_URL = 'https://graph.facebook.com';
/** The Graph API version the adapter is written and tested for. */
export const DEFAULT_API_VERSION = 'v21.0';

export const defaultGraphOptions: GraphSettings = {
  graphBaseUrl: DEFAULT_GRAPH_URL,
  apiVersion: DEFAULT_API_VERSION,
};

/** WHATSAPP_GRAPH_URL and WHATSAPP_API_VERSION (README.md of this folder); a wrong one stops the start. */
export function graphOptionsFromEnv(env: NodeJS.ProcessEnv): GraphSettings {
  const graphBaseUrl = env['WHATSAPP_GRAPH_URL']?.trim() || DEFAULT_GRAPH_URL;
  if (!URL.canParse(graphBaseUrl))
    throw new Error(`WHATSAPP_GRAPH_URL non valido: ${graphBaseUrl}`);
  const apiVersion = env['WHATSAPP_API_VERSION']?.trim() || DEFAULT_API_VERSION;
  if (!/^v\d+\.\d+$/.test(apiVersion))
    throw new Error(`WHATSAPP_API_VERSION non valido: ${apiVersion} (per esempio v21.0)`);
  return { graphBaseUrl, apiVersion };
}
