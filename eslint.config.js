import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Dependencies run one way (DESIGN §3): the domain library stands on nothing; the API contract builds on it.
    files: ['src/legal/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/shared', '**/shared/**', '**/server/**', '**/client/**'], message: 'src/legal imports nothing from src/shared, src/server or src/client.' }],
      }],
    },
  },
  {
    // Start-up lines, scripts, tests and benchmarks talk to the terminal on purpose.
    files: ['src/server/main.ts', 'scripts/**', 'tests/**', 'bench/**', 'src/**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
);
