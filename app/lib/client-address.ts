import { isIPv4, isIPv6 } from "node:net";

/**
 * The address a per-address budget counts. One IPv6 subscriber is usually given a whole /64 and can
 * pick a new address in it for every request, so an IPv6 client counts by its /64; an IPv4 address
 * (also one written as IPv4-mapped IPv6) counts as itself.
 */
export function budgetAddress(address: string): string {
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(bare)) return address;
  const [head = "", tail] = bare.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const written = [...groups(head), ...(tail === undefined ? [] : groups(tail))];
  // A dotted IPv4 tail fills two groups.
  const length = written.reduce((total, group) => total + (group.includes(".") ? 2 : 1), 0);
  const full =
    tail === undefined
      ? groups(head)
      : [...groups(head), ...Array<string>(8 - length).fill("0"), ...groups(tail)];
  const network = full.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}
