import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/config";
import { bodyFields, textField } from "../../../worker/http";

/** A route that answers with what bodyFields read, so each case is one request as a client sends it. */
const app = new Hono<AppEnv>().post("/", async (c) => c.json({ fields: (await bodyFields(c)) ?? null }));
const read = async (init: RequestInit) => ((await (await app.request("/", { method: "POST", ...init })).json()) as { fields: unknown }).fields;

describe("bodyFields", () => {
  it("reads a JSON object's fields, whatever their type", async () => {
    const body = JSON.stringify({ title: "One", accept: false, version: 3 });
    expect(await read({ body, headers: { "Content-Type": "application/json; charset=utf-8" } })).toEqual({ title: "One", accept: false, version: 3 });
  });

  it("reads a form post, urlencoded or multipart", async () => {
    const urlencoded = new URLSearchParams({ title: "Two", accept: "on" });
    expect(await read({ body: urlencoded })).toEqual({ title: "Two", accept: "on" });
    const multipart = new FormData();
    multipart.set("title", "Three");
    expect(await read({ body: multipart })).toEqual({ title: "Three" });
  });

  it("has nothing for JSON that is not an object, broken JSON, or another type of body", async () => {
    for (const body of ["[1,2]", "null", '"text"', "{"]) expect(await read({ body, headers: { "Content-Type": "application/json" } }), body).toBeNull();
    expect(await read({ body: "title=Four", headers: { "Content-Type": "text/plain" } })).toBeNull();
    expect(await read({})).toBeNull();
  });
});

describe("textField", () => {
  it("keeps text and drops what is not", () => {
    expect(textField("a")).toBe("a");
    expect(textField("")).toBe("");
    for (const value of [undefined, null, 1, false, ["a"], new File(["x"], "x.txt")]) expect(textField(value)).toBeUndefined();
  });
});
