// A loopback HTTP proxy in front of the real server that holds chosen requests back, to open race windows on purpose.
import http from 'node:http';
import net from 'node:net';

export interface SlowProxy {
  baseURL: string;
  close(): Promise<void>;
}

/** Requests whose path matches `slow` wait `delayMs` before going on; everything else, websockets included, passes. */
export async function startSlowProxy(
  targetBaseURL: string,
  slow: (path: string) => boolean,
  delayMs: number,
): Promise<SlowProxy> {
  const target = new URL(targetBaseURL);
  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    // A client that gave up (page left) ends the upstream request too, as a real network would.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };
  const server = http.createServer((req, res) => {
    if (!slow(req.url ?? '')) return forward(req, res);
    req.pause();
    const timer = setTimeout(() => {
      req.resume();
      forward(req, res);
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  const tunnels = new Set<net.Socket>();
  server.on('upgrade', (req, socket: net.Socket, head) => {
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of tunnels) socket.destroy();
      }),
  };
}
