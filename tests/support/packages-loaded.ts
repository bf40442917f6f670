import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * In a fresh Node process (under tsx, as the server runs), imports `modules` (paths from the project root), runs
 * `work` (JavaScript that may use `first`, the first module's exports), and says whether `pkg` was loaded, by
 * import or require. For packages the server loads on first use rather than at start (issue #16, server memory).
 */
export function packageLoaded(pkg: string, modules: string[], work = ''): boolean {
  const script = `
    const { registerHooks } = await import('node:module');
    let loaded = false;
    registerHooks({ resolve(specifier, context, next) { const resolved = next(specifier, context); if (resolved.url.includes(${JSON.stringify(`/node_modules/${pkg}/`)})) loaded = true; return resolved; } });
    const [first] = await Promise.all(${JSON.stringify(modules.map((module) => `./${module}`))}.map((module) => import(module)));
    ${work}
    console.log(loaded);`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  return output.trim().endsWith('true');
}
