#!/usr/bin/env node
// Runs the TypeScript sources through tsx's loader: the package installs and starts with no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
