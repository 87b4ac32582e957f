import type { AgentConfig, PrinterConfig } from './config/schema';
import { CommandBuilder } from './escpos/command-builder';
import { PrinterQueue } from './queue/printer-queue';
import { parseTransport } from './transports/parse-transport';

export interface Printer {
  name: string;
  config: PrinterConfig;
  builder: CommandBuilder;
  queue: PrinterQueue;
}

export type PrinterRegistry = ReadonlyMap<string, Printer>;

/** One command builder and one FIFO per configured printer name; a bad transport stops the start-up. */
export function createPrinterRegistry(config: AgentConfig): PrinterRegistry {
  const registry = new Map<string, Printer>();
  for (const [name, printerConfig] of Object.entries(config.printers)) {
    const transport = parseTransport(printerConfig.transport, name);
    registry.set(name, {
      name,
      config: printerConfig,
      builder: new CommandBuilder(printerConfig),
      queue: new PrinterQueue(transport, {
        timeoutMs: config.printerTimeoutMs,
        maxQueuedJobs: config.maxQueuedJobsPerPrinter,
      }),
    });
  }
  return registry;
}
