import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { streamingFileOf, streamingOnlyServerFile } from "../../build/react-server-plugin";
import { must } from "../../src/must.ts";

const require = createRequire(import.meta.url);

describe("react-dom/server without the legacy renderer (build/react-server-plugin.ts)", () => {
  // The entry React's exports give the worker (`workerd` condition) and Node's, as installed.
  for (const entry of ["react-dom/server.edge", "react-dom/server.node"]) {
    for (const production of [true, false]) {
      it(`finds the one file ${entry} takes renderToReadableStream from, ${production ? "production" : "development"} build`, () => {
        const file = streamingOnlyServerFile(require.resolve(entry), production);
        expect(file).toBeDefined();
        expect(file).toContain(production ? ".production." : ".development.");
        const source = readFileSync(must(file), "utf8");
        expect(source).toMatch(/\bexports\.renderToReadableStream\s*=/);
        expect(source).not.toMatch(/\bexports\.renderToString\s*=/);
        expect(file).not.toMatch(/legacy/);
      });
    }
  }

  it("reads the production branch of an entry, whichever variable holds the streaming build", () => {
    const entry = `'use strict';
var l, s;
if (process.env.NODE_ENV === 'production') {
  l = require('./cjs/legacy.production.js');
  s = require('./cjs/streaming.production.js');
} else {
  l = require('./cjs/legacy.development.js');
  s = require('./cjs/streaming.development.js');
}
exports.renderToString = l.renderToString;
exports.renderToReadableStream = s.renderToReadableStream;`;
    expect(streamingFileOf(entry)).toBe("./cjs/streaming.production.js");
    expect(streamingFileOf(entry, false)).toBe("./cjs/streaming.development.js");
  });

  it("gives up on an entry it cannot read (the build then keeps the whole entry)", () => {
    expect(streamingFileOf("module.exports = require('./server.js');")).toBeUndefined();
  });
});
