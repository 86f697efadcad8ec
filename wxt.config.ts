import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  manifest: {
    name: 'Clip to Craft',
    permissions: ['activeTab', 'contextMenus', 'storage', 'scripting'],
    host_permissions: ['https://connect.craft.do/*'],
    optional_host_permissions: ['*://*/*'],
  },
});
