// Which hosts the app answers for (issue 31, docs/decisions/039-the-hosts-the-app-answers-for.md):
// PUBLIC_URL's, those ALLOWED_HOSTS lists, and on a machine of its own the loopback names.

/** The names of this machine: when PUBLIC_URL is one, any of them on the port asked is ours. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

// What a host of ours is spelt with once URL has read it: a name (IDNs in punycode), an IPv4
// address, or an IPv6 address in brackets. No wildcard, no underscore.
const HOSTNAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

export const ALLOWED_HOSTS_EXPECTED =
  'expected the host names the app is reached at, each with an optional port, comma-separated ' +
  '(e.g. habai.example.my,www.habai.example.my:8443): no scheme, path or wildcard';

/**
 * A host as `name:port`, the port a host written without one means being `defaultPort`
 * (PUBLIC_URL's scheme's); null for anything that is not a plain host (a path, a user, a
 * wildcard, spaces). URL reads it, so `LocalHost`, `127.1` and `[0::1]` are `localhost`,
 * `127.0.0.1` and `[::1]`.
 */
export function hostKey(value: string, defaultPort: number): string | null {
  // URL would drop tabs and spaces, and read a backslash as a slash: refused before it.
  if (!value || /[\s/\\?#@]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(`http://${value}`);
  } catch {
    return null;
  }
  if (!HOSTNAME.test(url.hostname)) return null;
  // URL leaves out port 80 (http's own), even when written: then it is 80, not the default.
  const port = url.port || (/:0*80$/.test(value) ? '80' : String(defaultPort));
  return `${url.hostname}:${port}`;
}

/** The port a host without one means under `publicUrl`'s scheme. */
const defaultPortOf = (publicUrl: URL) => (publicUrl.protocol === 'https:' ? 443 : 80);

/** ALLOWED_HOSTS's entries (comma-separated), or null when one is not a plain host. */
export function parseAllowedHosts(value: string): string[] | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.every((entry) => hostKey(entry, 80) !== null) ? entries : null;
}

export interface HostRule {
  /** `name:port` of PUBLIC_URL and of every ALLOWED_HOSTS entry. */
  hosts: ReadonlySet<string>;
  /** PUBLIC_URL names this machine: the loopback names on the port asked are ours too. */
  loopback: boolean;
  defaultPort: number;
}

export function hostRule({
  publicUrl,
  allowedHosts,
}: {
  publicUrl: string;
  allowedHosts: string[];
}): HostRule {
  const url = new URL(publicUrl);
  const defaultPort = defaultPortOf(url);
  const hosts = [url.host, ...allowedHosts].map((host) => hostKey(host, defaultPort));
  return {
    hosts: new Set(hosts.filter((key): key is string => key !== null)),
    loopback: LOOPBACK_NAMES.includes(url.hostname),
    defaultPort,
  };
}

/**
 * Whether `key` (hostKey of a Host header or an Origin's host) is a host the app answers for;
 * `localPort` is the port the request arrived on (the one the server listens on).
 */
export function isOurKey(rule: HostRule, key: string, localPort?: number): boolean {
  if (rule.hosts.has(key)) return true;
  return (
    rule.loopback &&
    localPort !== undefined &&
    LOOPBACK_NAMES.some((name) => key === `${name}:${localPort}`)
  );
}

/** Whether `host` (a Host header, or an Origin's host) is a host the app answers for. */
export function isOurHost(rule: HostRule, host: string | undefined, localPort?: number): boolean {
  const key = host === undefined ? null : hostKey(host, rule.defaultPort);
  return key !== null && isOurKey(rule, key, localPort);
}
