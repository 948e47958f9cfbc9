import { must } from "../../src/must.ts";
/**
 * Who a client is for rate limits: an IPv4 address, or the /64 network of an IPv6 address (one
 * host or one home is given a whole /64, so a per-address limit would be 2^64 limits).
 */
export function clientKey(address: string | null | undefined): string {
  const ip = (address ?? "").trim();
  if (!ip.includes(":")) return ip || "unknown";
  const hextets = expandIpv6(ip);
  return hextets ? `${hextets.slice(0, 4).join(":")}::/64` : ip.toLowerCase();
}

/**
 * The IPv6 /48 an address is in (a site's usual allocation: 65,536 /64s), or undefined for IPv4.
 * A limit per /64 alone lets one holder of a /48 send 65,536 times as much.
 */
export function networkKey(address: string | null | undefined): string | undefined {
  const ip = (address ?? "").trim();
  if (!ip.includes(":")) return undefined;
  const hextets = expandIpv6(ip);
  return hextets ? `${hextets.slice(0, 3).join(":")}::/48` : undefined;
}

/** Eight hextets of an IPv6 address (with `::` and an embedded IPv4 tail expanded), or undefined. */
function expandIpv6(ip: string): string[] | undefined {
  let text = must(
    ip
      .toLowerCase()
      .replace(/^\[|\]$/g, "")
      .split("%")[0],
  );
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (all.some((part) => !/^[0-9a-f]{1,4}$/.test(part))) return undefined;
  return all.map((part) => part.replace(/^0+(?=.)/, ""));
}
