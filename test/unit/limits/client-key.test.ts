import { describe, expect, it } from "vitest";
import { clientKey } from "../../../worker/limits/client-key";

describe("clientKey: who a rate limit counts", () => {
  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:DB8:0:0:8::", "2001:db8:0:0::/64"],
    ["::ffff:192.0.2.1", "0:0:0:0::/64"],
    ["203.0.113.9", "203.0.113.9"],
  ])("%s counts as %s", (address, key) => expect(clientKey(address)).toBe(key));

  it("reads no address as one unknown client", () => {
    expect(clientKey(null)).toBe("unknown");
    expect(clientKey("")).toBe("unknown");
  });
});
