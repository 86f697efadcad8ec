// ESLint (flat config), part of `npm test` with --max-warnings 0. The recommended JavaScript and typescript-eslint
// rules without type information: the type-checked set doubles the run time on a 2-core machine, and
// `tsc --noEmit` already checks types. For the UI, the two classic hooks rules (Preact's hooks follow React's rules);
// not the plugin's React Compiler rules, which read a signal write (`text.value = …`) as mutating props.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', '.output/', '.wxt/', 'dist/', 'test-results/', 'playwright-report/', '.sandbox/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a value taken out on purpose (a field dropped from a rest copy, an argument a signature needs).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'entrypoints/{popup,options,welcome}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
);
