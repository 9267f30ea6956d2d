// Playwright's server for the test build (tests/e2e/consent-site.ts): makes the build if it is not
// current (scripts/test-build.ts), then serves it with the production server.
import { ensureTestBuild } from "./test-build.ts";

if (!ensureTestBuild(process.env)) process.exit(1);
await import("../server/main.ts");
