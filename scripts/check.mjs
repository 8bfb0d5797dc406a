// `npm run check`: the typecheck and the lint side by side (issue 34), each timed; fails when
// either fails, after both have finished, with both outputs.
import './node-24.mjs';
import { spawn } from 'node:child_process';

const run = (name, args) =>
  new Promise((resolve) => {
    const started = performance.now();
    let output = '';
    const child = spawn('npm', ['run', '--silent', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ name, code, seconds, output });
    });
  });

const results = await Promise.all([run('typecheck', ['typecheck']), run('lint', ['lint'])]);
for (const { name, code, seconds, output } of results) {
  if (output.trim()) process.stdout.write(output);
  console.log(`check: ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
}
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
