import autocannon from "autocannon";
import { startServer } from "./server.ts";
const server = await startServer({ PAGE_CACHE_SECONDS: "0" });
const url = server.url + "/fdhbankplc/home";
await autocannon({ url, connections: 1, amount: 800, headers: { "accept-encoding": "identity" } });
await server.stop();
