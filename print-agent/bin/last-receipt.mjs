#!/usr/bin/env node
// Prints the last receipt captured by the demo printer, decoded into readable lines and markers.
import { register } from 'tsx/esm/api';

register();
await import('../src/demo/last-receipt.ts');
