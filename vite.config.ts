import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Mid-range phones on costly data: modern syntax only, small chunks.
    target: "es2022",
    assetsInlineLimit: 2048,
  },
  server: { hmr: true },
});
