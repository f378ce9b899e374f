import type { Plugin, Rollup } from 'vite';

/**
 * A build step on the browser bundle's files once they are written: `edit` gets the
 * output folder and the bundle. Such steps run in the order of the plugins, each after
 * the one before it has finished (compile hints before the compressed copies).
 */
export function editClientFiles(
  name: string,
  edit: (dir: string, bundle: Rollup.OutputBundle) => Promise<void>,
): Plugin {
  return {
    name,
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        if (options.dir) await edit(options.dir, bundle);
      },
    },
  };
}
