#!/usr/bin/env node
import { main } from '@sitekit/builder/cli';

await main(process.argv.slice(2));
