import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/**/testData.ts'];
/** ui/ reaching up into app/ or a feature. */
const UI_REACHES_OUT = '^(\\.\\./)+(app|features)(/|$)';
const UI_MESSAGE = 'ui/ holds no data: it imports neither app/ nor a feature (pass data, texts or a lookup in as props).';
/** Another feature's file other than its index.ts. */
const FEATURE_INTERNALS = '^\\.\\./[^./][^/]*/.+';
const FEATURE_MESSAGE = "Use another feature through its index.ts (import from '../<feature>'), not its internals.";
const FEATURE_THROUGH_INDEX = { regex: FEATURE_INTERNALS, message: FEATURE_MESSAGE };
const COMPONENT_MESSAGE = "Components call no server: use the feature's queries and mutations (hooks.ts).";
/** A regex as an esquery attribute value. */
const regexSelector = (regex) => `/${regex.replaceAll('/', '\\/')}/`;
const NO_SERVER_CALLS = (message) => ['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'].map((name) => ({ name, message }));

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
    // The web's ui/ holds shared pieces without data: it imports neither app/ (the client, the
    // session, the site's data) nor a feature, and calls no server; a feature passes data in.
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    ignores: WEB_TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: UI_REACHES_OUT, message: UI_MESSAGE }] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=${regexSelector(UI_REACHES_OUT)}]`, message: UI_MESSAGE }],
      'no-restricted-globals': ['error', ...NO_SERVER_CALLS('ui/ calls no server: a feature passes its data or its lookup in.')],
    },
  },
  {
    // Web features use one another only through the other's index.ts, lazily loaded pieces
    // included (its index.ts declares them with lazy()); only api.ts calls the server, through app/http.ts.
    files: ['apps/web/src/features/**/*.ts'],
    ignores: WEB_TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [FEATURE_THROUGH_INDEX] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=${regexSelector(FEATURE_INTERNALS)}]`, message: FEATURE_MESSAGE }],
      'no-restricted-globals': ['error', ...NO_SERVER_CALLS("A feature calls the server in its api.ts, through app/http.ts's call().")],
    },
  },
  {
    // A component (and a page) calls no server itself: it uses its feature's queries and mutations (hooks.ts).
    files: ['apps/web/src/features/**/*.tsx'],
    ignores: WEB_TESTS,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          FEATURE_THROUGH_INDEX,
          { regex: '^\\.{1,2}/(api|\\w+Api)$', importNamePattern: 'Api$', message: COMPONENT_MESSAGE },
          { regex: '^(\\.\\./)+app/(http|formLookups)$', importNames: ['call', 'request', 'http', 'downloadLink'], message: COMPONENT_MESSAGE },
        ],
      }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=${regexSelector(FEATURE_INTERNALS)}]`, message: FEATURE_MESSAGE }],
      'no-restricted-globals': ['error', ...NO_SERVER_CALLS(COMPONENT_MESSAGE)],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
