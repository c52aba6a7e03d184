// nginx serving exact bytes precompressed: the static limit the benchmarks compare against.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { getFreePort } from "./server.ts";

async function settle(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** nginx from the distribution, installed if missing (the bench only; never in CI). */
function findNginx(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  console.error("nginx is missing: installing it from the distribution (apt-get install -y nginx)");
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "inherit" });
  if (install.status !== 0) throw new Error("could not install nginx");
  return "/usr/sbin/nginx";
}

export interface StaticServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** nginx on a free loopback port serving `files` (path -> exact bytes), each with its .gz at -9. */
export async function startNginx(files: Map<string, { body: Buffer; type: string }>): Promise<StaticServer> {
  const binary = findNginx();
  const prefix = mkdtempSync(path.join(os.tmpdir(), "fdh-nginx-"));
  // nginx's workers run as an unprivileged user: they must be able to read the files.
  chmodSync(prefix, 0o755);
  const docroot = path.join(prefix, "root");
  const types: string[] = [];
  for (const [urlPath, file] of files) {
    const onDisk = path.join(docroot, urlPath.split("?")[0]!);
    mkdirSync(path.dirname(onDisk), { recursive: true });
    writeFileSync(onDisk, file.body);
    writeFileSync(`${onDisk}.gz`, gzipSync(file.body, { level: 9 }));
    types.push(`location = ${urlPath.split("?")[0]} { default_type "${file.type}"; }`);
  }
  mkdirSync(path.join(prefix, "logs"), { recursive: true });
  const port = await getFreePort();
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  gzip_static on;
  etag on;
  server {
    listen 127.0.0.1:${port};
    root ${docroot};
    types { }
    ${types.join("\n    ")}
  }
}
`,
  );
  const child = spawn(binary, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(url);
      break;
    } catch {
      if (attempt > 200) throw new Error("nginx did not start");
      await settle(25);
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

