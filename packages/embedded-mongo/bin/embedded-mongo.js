#!/usr/bin/env node
// A committed shim so `pnpm install` can link the bin before the package is built.
import '../dist/cli.js';
