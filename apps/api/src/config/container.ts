import { existsSync } from 'node:fs';

/**
 * Whether this process runs in a container: docker leaves /.dockerenv, podman /run/.containerenv,
 * and systemd-nspawn/podman set `container` in the environment.
 */
export function runningInContainer(
  env: NodeJS.ProcessEnv,
  fileExists: (path: string) => boolean = existsSync,
): boolean {
  return (
    (env.container !== undefined && env.container !== '') ||
    fileExists('/.dockerenv') ||
    fileExists('/run/.containerenv')
  );
}
