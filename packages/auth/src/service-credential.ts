/** The request header a service credential travels in (Authorization stays free for the signed-in user's token). */
export const serviceCredentialHeader = 'x-service-credential';
/** Where every process that signs its calls (each service, the gateway) publishes its public keys. */
export const serviceKeySetPath = '/.well-known/service-jwks.json';
/** A credential lives this long (the gateway reuses one per service for at most half of it). */
export const serviceCredentialLifetimeSeconds = 60;
/** The JWT type every service credential carries. */
export const serviceCredentialType = 'service+jwt';
/** The issuer the gateway's credentials name: the services believe what it forwards about the visitor. */
export const gatewayCredentialIssuer = 'gateway';
