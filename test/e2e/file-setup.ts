import { afterAll, beforeAll } from "vitest";
import { connectBrowser, disconnectBrowser } from "./fixture";

// Each browser test file connects to its stack's Chromium before its first test and lets go after
// its last: run for every file, while the helpers' modules load once per pool worker (isolate: false).
beforeAll(connectBrowser);
afterAll(disconnectBrowser);
