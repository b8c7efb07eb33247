import { gatewayConfigFromEnvironment } from '@rasad/gateway/gateway-config.ts';
import { serveGatewayHttp } from '@rasad/gateway/serve-gateway-http.ts';
import { startServices } from '@rasad/services/start-services.ts';

/**
 * The whole platform in one process: every REST service on the embedded database (or DATABASE_URL),
 * and the gateway serving the API and the built web app on one origin.
 */
const servicePorts = {
  accounts: Number(process.env.ACCOUNTS_PORT ?? 0),
  business: Number(process.env.BUSINESS_PORT ?? 0),
  courses: Number(process.env.COURSES_PORT ?? 0),
  analytics: Number(process.env.ANALYTICS_PORT ?? 0),
  payments: Number(process.env.PAYMENTS_PORT ?? 0),
};
const services = await startServices({ ports: servicePorts });
const gateway = await serveGatewayHttp({ ...gatewayConfigFromEnvironment(), upstreamUrls: services.urls });

console.log(`
  رصد آماده است — Rasad is ready
  Open ${gateway.url}/          (GraphiQL: ${gateway.url}/graphql)
  Services: ${Object.entries(services.urls).map(([name, url]) => `${name} ${url}/docs`).join(' · ')}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void gateway
      .close()
      .then(() => services.close())
      .then(() => process.exit(0));
  });
}
