import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A minimal round-robin HTTP load balancer on loopback, standing in for the one in front of a
 * deployment: it forwards each request to the next instance and appends the client address to
 * X-Forwarded-For, as managed load balancers do. `upstreams` may be filled after it starts, once
 * the instances (which need its address as their public origin) are listening.
 */
export async function startProxy(upstreams: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const served = upstreams.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    if (upstreams.length === 0) return void res.writeHead(503).end();
    const index = next % upstreams.length;
    next += 1;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(upstreams[index]!);
    const forwarded = req.headers["x-forwarded-for"];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...req.headers,
          "x-forwarded-for": forwarded
            ? `${String(forwarded)}, ${req.socket.remoteAddress}`
            : req.socket.remoteAddress,
          "x-forwarded-proto": "http",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
      res.end("Bad gateway");
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests sent to each instance so far. */
    served,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
