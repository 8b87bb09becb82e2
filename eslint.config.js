import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // Server features stand side by side: they take Services from services.ts (never app.ts, which
    // assembles them), and use another feature only through its folder's index.ts.
    files: ['apps/server/src/features/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(\\.\\./)+app(\\.ts)?$', message: 'A feature imports services.ts for its Services, never app.ts.' },
          { regex: '^\\.\\./[^./][^/]*/.+', message: "Use another feature through its index.ts (import from '../<feature>'), not its internals." },
        ],
      }],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts', 'apps/server/src/progress/**/*.ts'],
    rules: {
      // A scope sub-select of db/scopes.ts is filtered by through inScope, never by SQL written around it
      // (issue 30: a hand-written `in (select id from coordinated)` named a column the sub-select lacks).
      'no-restricted-syntax': ['error', {
        selector: "TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral > CallExpression[callee.name=/^(coursesCoordinatedBy|coursesEnrolledIn|coursesMentoredIn|cohortsCoordinatedBy|menteesOf|officersOfCohort|mentorsOfCohort|coordinatorsOf|coordinatorsOfCoursesMentoredBy|mentorsOf|menteeCoursesOf|mentorships|officersOfCourse|officersOf|officersByCohortOf)$/]",
        message: "Filter by a scope through db/scopes.ts inScope(column, scope), not SQL written around it.",
      }],
    },
  },
  {
    // The web's app/ (client, session, gate, i18n) reaches features only through the router's lazy
    // pages; message catalogs are collected by import.meta.glob.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/router.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(\\.\\./)+features/', message: 'app/ reaches a feature only through the router.' }],
      }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
