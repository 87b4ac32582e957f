/** Programmatic entry: embed the agent or its demo printer (the bench and the suite's start script use these). */
export { type RunningAgent, startAgent } from './agent';
export { ConfigError, defaultConfig, loadOrCreateConfig, parseConfigText, validateConfig } from './config/load';
export { defaultConfigPath } from './config/paths';
export type { AgentConfig, AgentConfigInput, PrinterConfig } from './config/schema';
export { type CapturedJob, CapturePrinter } from './demo/capture-printer';
export { type DecodedJob, decodeEscPos } from './escpos/decoder';
export { buildAgentServer, type PrintAnswer } from './http/server';
