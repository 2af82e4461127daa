#!/usr/bin/env node
// The command of the packed kit: runs the compiled CLI (dist/, built by `npm pack` through prepack).
import { run } from '../dist/cli.js';

process.exitCode = await run(process.argv.slice(2));
