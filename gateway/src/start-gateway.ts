import { exitOnUnsafeProductionSettings } from '@rasad/contracts/production-settings.ts';
import { startTracingFromEnvironment } from '@rasad/telemetry/tracing.ts';
import { gatewayConfigFromEnvironment, gatewayProductionRules } from './gateway-config.ts';
import { serveGatewayHttp } from './serve-gateway-http.ts';

/** Runs the gateway alone, in front of services already listening (see docs/operations/production.md). */
exitOnUnsafeProductionSettings('The gateway', gatewayProductionRules);
// Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations/observability.md).
const tracing = startTracingFromEnvironment('rasad-gateway');
const running = await serveGatewayHttp(gatewayConfigFromEnvironment());
console.log(`gateway: ${running.url}/graphql`);
if (running.metricsUrl) console.log(`gateway metrics: ${running.metricsUrl}`);
let closing = false;
const shutDown = () => {
  if (closing) return;
  closing = true;
  void running
    .close()
    .then(() => tracing?.shutdown())
    .then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
// Started by the platform's supervisor (scripts/start-platform.mts): a supervisor that is gone, even killed, ends this too.
if (process.connected) process.once('disconnect', shutDown);
