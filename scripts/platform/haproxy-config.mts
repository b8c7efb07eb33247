import { clusterServiceNames, type ClusterLayout } from './cluster-layout.mts';

/**
 * HAProxy in front of the gateways and of every service. Health checks every second take an instance out of rotation
 * within about two seconds of it dying and back in once it answers twice. A request whose connection an instance
 * refused never reached it, so it is sent to the other instance (`retry-on conn-failure`, `option redispatch`),
 * whatever its method; a request that did reach an instance that then died is re-sent only when it is safe to do so
 * twice (GET and HEAD); a POST that an instance took and lost is the caller's to retry (the web app retries queries).
 */
export function haproxyConfig(layout: ClusterLayout): string {
  const backend = (name: string, kind: string, healthPath: string, retryOn: string) => [
    `backend ${name}`,
    '  balance leastconn',
    `  option httpchk GET ${healthPath}`,
    '  http-check expect status 200',
    `  retry-on ${retryOn}`,
    ...layout.instances
      .filter((instance) => instance.kind === kind)
      .map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port}`),
    '',
  ];
  const frontAndBackends = (name: string, port: number, kind: string, healthPath: string) => [
    `frontend ${name}`,
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    `  use_backend ${name}_safe_methods if { method GET HEAD }`,
    `  default_backend ${name}_other_methods`,
    '',
    ...backend(`${name}_safe_methods`, kind, healthPath, 'conn-failure empty-response response-timeout'),
    ...backend(`${name}_other_methods`, kind, healthPath, 'conn-failure'),
  ];
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 65s',
    '  timeout server 65s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 5s',
    // Generous: a loaded instance answering slowly is still better than none.
    '  timeout check 5s',
    '  retries 3',
    '  option redispatch 1',
    '  default-server check inter 1s fastinter 250ms downinter 500ms fall 3 rise 2 on-marked-down shutdown-sessions',
    '',
    'frontend stats',
    `  bind 127.0.0.1:${layout.statsPort}`,
    '  stats enable',
    '  stats uri /',
    '  stats refresh 2s',
    '',
    // Liveness, not readiness: a gateway's readiness asks every service, a service's its database, both of which
    // every instance shares, so a slow database would take all of them out at once.
    ...frontAndBackends('gateway', layout.frontPort, 'gateway', '/healthz'),
    ...clusterServiceNames.flatMap((name) =>
      frontAndBackends(name, layout.serviceFrontPorts[name], name, '/healthz'),
    ),
  ].join('\n');
}
