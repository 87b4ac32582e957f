import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliUsageError, parseCliArgs } from '../src/cli/args';
import { ConfigError, loadOrCreateConfig, parseConfigText } from '../src/config/load';
import { defaultConfigPath, resolveConfigPath } from '../src/config/paths';
import { CapturePrinter } from '../src/demo/capture-printer';
import { decodeEscPos } from '../src/escpos/decoder';
import { CupsTransport } from '../src/transports/cups';
import { DeviceTransport } from '../src/transports/device';
import { parseTransport, TransportConfigError } from '../src/transports/parse-transport';
import { TcpTransport } from '../src/transports/tcp';
import { hex } from './support';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'print-agent-config-'));
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('config file location', () => {
  it('follows each operating system', () => {
    expect(defaultConfigPath({ platform: 'linux', env: {}, home: '/home/caja' })).toBe(
      '/home/caja/.config/facturador-print-agent/config.json',
    );
    expect(defaultConfigPath({ platform: 'linux', env: { XDG_CONFIG_HOME: '/srv/conf' }, home: '/home/caja' })).toBe(
      '/srv/conf/facturador-print-agent/config.json',
    );
    expect(
      defaultConfigPath({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\Caja\\AppData\\Roaming' },
        home: 'C:\\Users\\Caja',
      }),
    ).toBe('C:\\Users\\Caja\\AppData\\Roaming\\facturador-print-agent\\config.json');
    expect(defaultConfigPath({ platform: 'darwin', env: {}, home: '/Users/caja' })).toBe(
      '/Users/caja/Library/Application Support/facturador-print-agent/config.json',
    );
  });

  it('lets --config win over FACTURADOR_PRINT_AGENT_CONFIG, which wins over the default', () => {
    const context = {
      platform: 'linux' as const,
      env: { FACTURADOR_PRINT_AGENT_CONFIG: '/etc/pa.json' },
      home: '/home/caja',
    };
    expect(resolveConfigPath('/tmp/flag.json', context)).toBe('/tmp/flag.json');
    expect(resolveConfigPath(undefined, context)).toBe('/etc/pa.json');
    expect(resolveConfigPath(undefined, { ...context, env: {} })).toBe(
      '/home/caja/.config/facturador-print-agent/config.json',
    );
  });
});

describe('command line', () => {
  it('takes --puerto over FACTURADOR_PRINT_AGENT_PUERTO over the suite PRINT_AGENT_PORT, and ignores a bare --', () => {
    const env = { FACTURADOR_PRINT_AGENT_PUERTO: '8100', PRINT_AGENT_PORT: '8200', PRINT_AGENT_DATA_DIR: '/tmp/demo' };
    expect(parseCliArgs(['--demo', '--', '--puerto', '8050', '--config', 'c.json'], env)).toMatchObject({
      port: 8050,
      configPath: 'c.json',
      demo: true,
      demoDataDir: '/tmp/demo',
    });
    expect(parseCliArgs([], env).port).toBe(8100);
    expect(parseCliArgs([], { PRINT_AGENT_PORT: '8200' }).port).toBe(8200);
    expect(parseCliArgs([], {}).port).toBeUndefined();
  });

  it('explains a wrong flag in Spanish', () => {
    expect(() => parseCliArgs(['--puerto', 'ochomil'], {})).toThrow(
      new CliUsageError('--puerto debe ser un número de puerto entre 0 y 65535 (recibido: ochomil).'),
    );
    expect(() => parseCliArgs(['--impresora', 'x'], {})).toThrow(CliUsageError);
  });
});

describe('config file contents', () => {
  it('is created on first run with an explained default, and read back the same', async () => {
    const file = path.join(workDir, 'nuevo', 'config.json');
    const first = await loadOrCreateConfig(file);
    expect(first.created).toBe(true);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written._comentario.join(' ')).toContain('PC858_EURO');
    expect(written.printers).toEqual({
      'POS-80': { transport: 'tcp://127.0.0.1:9100', characterSet: 'PC858_EURO', width: 48, type: 'epson' },
    });
    expect(first.config).toMatchObject({
      host: 'localhost',
      port: 8000,
      serial: '',
      allowedOrigins: [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://localhost:3002',
        'http://127.0.0.1:3002',
      ],
    });
    const second = await loadOrCreateConfig(file);
    expect(second.created).toBe(false);
    expect(second.config).toEqual(first.config);
  });

  it('accepts JSONC comments and fills defaults per printer', () => {
    const config = parseConfigText(
      `{
        // impresora de la caja
        "printers": { "CAJA": { "transport": "cups:CAJA" }, /* cocina */ "COCINA": { "transport": "tcp://10.0.0.9" } },
      }`,
      'config.json',
    );
    expect(config.printers.CAJA).toEqual({
      transport: 'cups:CAJA',
      characterSet: 'PC858_EURO',
      width: 48,
      type: 'epson',
    });
    expect(config.port).toBe(8000);
  });

  it('explains in Spanish what is wrong with a config file', () => {
    expect(() => parseConfigText('{ "printers": ', 'config.json')).toThrow(
      new ConfigError('El archivo de configuración config.json no es JSON válido (línea 1: ValueExpected).'),
    );
    expect(() =>
      parseConfigText('{ "printers": { "X": { "transport": "tcp://a", "characterSet": "UTF8" } } }', 'c.json'),
    ).toThrow(/Configuración inválida en c.json: printers.X.characterSet/);
  });
});

describe('printer transports', () => {
  it('maps every documented form to its transport', () => {
    expect(parseTransport('tcp://192.168.1.50:9100', 'A')).toMatchObject({ host: '192.168.1.50', port: 9100 });
    expect(parseTransport('tcp://impresora.local', 'A')).toBeInstanceOf(TcpTransport);
    expect(parseTransport('tcp://impresora.local', 'A')).toMatchObject({ port: 9100 });
    expect(parseTransport('cups:POS-80', 'A')).toBeInstanceOf(CupsTransport);
    expect(parseTransport('/dev/usb/lp0', 'A')).toBeInstanceOf(DeviceTransport);
    expect(parseTransport('\\\\CAJA-PC\\POS-80', 'A')).toBeInstanceOf(DeviceTransport);
    expect(parseTransport('//CAJA-PC/POS-80', 'A')).toBeInstanceOf(DeviceTransport);
    expect(parseTransport('COM3', 'A')).toBeInstanceOf(DeviceTransport);
  });

  it('refuses the native printer: driver and unknown forms with a Spanish explanation', () => {
    expect(() => parseTransport('printer:EPSON', 'CAJA')).toThrow(TransportConfigError);
    expect(() => parseTransport('printer:EPSON', 'CAJA')).toThrow(/use cups:COLA en Linux/);
    expect(() => parseTransport('impresora-de-la-caja', 'CAJA')).toThrow(
      'Impresora "CAJA": transporte no reconocido "impresora-de-la-caja" (use tcp://IP:9100, cups:COLA, una ruta de dispositivo absoluta o //PC/IMPRESORA).',
    );
  });

  it('reports a missing CUPS client in Spanish instead of crashing', async () => {
    const transport = new CupsTransport('POS-80', path.join(workDir, 'lp-que-no-existe'));
    await expect(transport.send(Buffer.from('hola'), 1000)).rejects.toThrow(
      'no se encontró el comando lp de CUPS (instale el paquete cups-client)',
    );
  });
});

describe('the installed command', () => {
  let agent: ChildProcess | undefined;

  afterAll(() => {
    agent?.kill('SIGTERM');
  });

  async function freePort(): Promise<number> {
    const server = net.createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('starts from its bin with --config and --puerto and prints to the configured printer', async () => {
    const capture = await CapturePrinter.start({ port: 0 });
    try {
      const configFile = path.join(workDir, 'cli.json');
      writeFileSync(
        configFile,
        JSON.stringify({ logLevel: 'warn', printers: { 'POS-80': { transport: capture.address } } }),
      );
      const port = await freePort();
      agent = spawn(
        process.execPath,
        [path.join(packageRoot, 'bin', 'facturador-print-agent.mjs'), '--config', configFile, '--puerto', String(port)],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const url = `http://127.0.0.1:${port}`;
      let version: Response | undefined;
      for (let attempt = 0; attempt < 100 && !version; attempt++) {
        version = await fetch(`${url}/version`).catch(() => undefined);
        if (!version) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(version?.status).toBe(200);
      const answer = await fetch(`${url}/imprimir`, {
        method: 'POST',
        body: JSON.stringify({
          serial: '',
          nombreImpresora: 'POS-80',
          operaciones: [{ nombre: 'EscribirTexto', argumentos: ['desde el servicio\n'] }],
        }),
      });
      expect(await answer.json()).toEqual({ ok: true, message: '' });
      const [job] = await capture.waitForJobs(1);
      expect(decodeEscPos(job!.bytes).plainLines).toEqual(['desde el servicio']);
      agent.kill('SIGTERM');
      const [code] = await once(agent, 'exit');
      expect(code).toBe(0);
      agent = undefined;
    } finally {
      await capture.close();
    }
  });

  it('stores demo captures in a folder and prints the last one decoded', async () => {
    const directory = path.join(workDir, 'capturas');
    const capture = await CapturePrinter.start({ port: 0, directory });
    try {
      for (const [index, text] of ['primero', 'Año último ñ'].entries()) {
        const socket = net.connect(capture.port, '127.0.0.1');
        socket.end(Buffer.concat([hex('1b 74 13 1b 61 01'), iconv.encode(`${text}\n`, 'cp858'), hex('1d 56 00')]));
        await capture.waitForJobs(index + 1);
      }
      await Promise.all(capture.jobs.map((job) => job.saved));
      const child = spawn(
        process.execPath,
        [path.join(packageRoot, 'bin', 'last-receipt.mjs'), '--capturas', directory],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
      });
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(stdout.split('\n').slice(1)).toEqual(['[ALINEAR CENTRO]Año último ñ', '[CORTE]', '']);
      expect(stdout.split('\n')[0]).toContain('000002.bin (');
    } finally {
      await capture.close();
    }
  });

  it('stops with a Spanish message and the configuration exit status on a bad config', async () => {
    const configFile = path.join(workDir, 'mala.json');
    writeFileSync(configFile, JSON.stringify({ host: '0.0.0.0', printers: {} }));
    const child = spawn(
      process.execPath,
      [path.join(packageRoot, 'bin', 'facturador-print-agent.mjs'), '--config', configFile],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(78);
    expect(stderr).toContain(`Configuración inválida en ${configFile}: host`);
  });
});
