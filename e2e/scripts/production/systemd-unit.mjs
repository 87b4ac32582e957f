// The API instances of `pnpm start:production` run as deploy/systemd/facturador-api@.service says, so the
// deployment test exercises the unit that is installed: its ExecStart, WorkingDirectory and Environment.
// The unit's paths are the server's checkout (/opt/facturador); here they map onto this repository.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the units expect the repository on a server (deploy/systemd/*.service). */
export const INSTALL_DIR = '/opt/facturador';
/** The Node.js binary the units name; here the one running this script. */
export const UNIT_NODE = '/usr/bin/node';

/** systemd's specifiers this deployment uses: %i (the instance) and %% (a percent sign). */
const expand = (value, instance) => value.replace(/%([%i])/g, (_, code) => (code === '%' ? '%' : instance));

/** `Environment=` assignments: `NAME=value` or `"NAME=value with spaces"`, several per line. */
function assignments(value) {
  return [...value.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => {
    const text = match[1] ?? match[2];
    const equals = text.indexOf('=');
    return [text.slice(0, equals), text.slice(equals + 1)];
  });
}

/** The [Service] section of a unit file as `{ExecStart, WorkingDirectory, Environment: [[name, value]…]}`. */
export function serviceSection(text, instance = '') {
  const service = { Environment: [] };
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    if (line.startsWith('[')) {
      section = line;
      continue;
    }
    if (section !== '[Service]') continue;
    const equals = line.indexOf('=');
    const key = line.slice(0, equals);
    const value = expand(line.slice(equals + 1), instance);
    if (key === 'Environment') service.Environment.push(...assignments(value));
    else service[key] = value;
  }
  return service;
}

/**
 * How to start instance `instance` of a template unit in this repository: the command (the unit's
 * ExecStart with this Node.js), its folder relative to the repository and its environment.
 */
export function unitCommand(root, unitFile, instance) {
  const service = serviceSection(readFileSync(join(root, unitFile), 'utf8'), String(instance));
  const [binary, ...args] = service.ExecStart.split(/\s+/);
  if (binary !== UNIT_NODE) throw new Error(`${unitFile}: ExecStart debe empezar por ${UNIT_NODE}`);
  const cwd = relative(INSTALL_DIR, service.WorkingDirectory);
  if (cwd.startsWith('..')) throw new Error(`${unitFile}: WorkingDirectory fuera de ${INSTALL_DIR}`);
  return { command: [process.execPath, ...args], cwd, env: Object.fromEntries(service.Environment) };
}
