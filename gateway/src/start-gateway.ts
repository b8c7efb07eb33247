import { gatewayConfigFromEnvironment } from './gateway-config.ts';
import { serveGatewayHttp } from './serve-gateway-http.ts';

/** Runs the gateway alone, in front of services already listening (see README). */
const running = await serveGatewayHttp(gatewayConfigFromEnvironment());
console.log(`gateway: ${running.url}/graphql`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
