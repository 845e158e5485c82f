/**
 * `@aws-sdk/middleware-endpoint-discovery` as the bundled DynamoDB client needs it: the client only resolves its
 * endpoint-discovery settings (no command of this SDK version adds the discovery middleware, and DynamoDB does not
 * require discovery), but the package's resolver builds an LRU endpoint cache from `@aws-sdk/endpoint-cache`,
 * `mnemonist` and `obliterator` (~8 KiB minified per database function) that nothing reads. Every function bundle
 * aliases the package to this module (infra/aws/bundling.ts); code that is not bundled keeps the package. Same
 * exports as the ones the client imports; a build fails if a client starts importing another one.
 */
interface DiscoveryInput {
  endpointDiscoveryEnabled?: boolean;
  endpointDiscoveryEnabledProvider: () => Promise<boolean | undefined>;
}

/** The package's settings loader (AWS_ENABLE_ENDPOINT_DISCOVERY / AWS_ENDPOINT_DISCOVERY_ENABLED, shared config). */
const ENV_KEYS = ['AWS_ENABLE_ENDPOINT_DISCOVERY', 'AWS_ENDPOINT_DISCOVERY_ENABLED'];
const isFalsy = (value: string | undefined) => value === 'false' || value === '0';
export const NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS = {
  environmentVariableSelector: (env: Record<string, string | undefined>): boolean | undefined => {
    const key = ENV_KEYS.find((k) => k in env);
    return key === undefined ? undefined : !isFalsy(env[key]);
  },
  configFileSelector: (profile: Record<string, string | undefined>): boolean | undefined =>
    'endpoint_discovery_enabled' in profile ? !isFalsy(profile.endpoint_discovery_enabled) : undefined,
  default: undefined,
};

/** As the package's, without the endpoint cache nothing reads. */
export const resolveEndpointDiscoveryConfig = <T extends DiscoveryInput>(
  input: T,
  { endpointDiscoveryCommandCtor }: { endpointDiscoveryCommandCtor: unknown },
) =>
  Object.assign(input, {
    endpointDiscoveryCommandCtor,
    endpointDiscoveryEnabled:
      input.endpointDiscoveryEnabled !== undefined
        ? () => Promise.resolve(input.endpointDiscoveryEnabled)
        : input.endpointDiscoveryEnabledProvider,
    isClientEndpointDiscoveryEnabled: input.endpointDiscoveryEnabled !== undefined,
  });
