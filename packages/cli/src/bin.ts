#!/usr/bin/env node
import { main } from "./main.js";
import { nodeIo } from "./terminal/cli-io.js";

process.exitCode = await main(process.argv.slice(2), nodeIo());
