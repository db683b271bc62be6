import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/**
 * Which features each feature may import; every other is off limits. A new dependency between
 * features is a design decision, made here where a reviewer sees it.
 */
const featureDependencies = {
  admin: [
    "agreement",
    "auth",
    "booking",
    "case",
    "contact",
    "documents",
    "intake",
    "pathways",
    "rounds",
    "secure-messages",
  ],
  agreement: ["case"],
  auth: [],
  blog: [],
  booking: ["auth", "contact"],
  case: ["auth", "documents"],
  chat: ["crs", "rounds"],
  contact: [],
  crs: [],
  documents: ["auth", "intake"],
  home: [],
  intake: ["auth"],
  news: [],
  pathways: ["auth", "contact", "crs"],
  resources: [],
  "secure-messages": ["case", "documents"],
  rounds: [],
};

// A feature missing from the list would escape the rule: name it before linting anything.
const unlisted = readdirSync(path.join(import.meta.dirname, "app/features")).filter(
  (name) => !(name in featureDependencies),
);
if (unlisted.length > 0) {
  throw new Error(`Add ${unlisted.join(", ")} to featureDependencies in eslint.config.js`);
}

const boundaries = [
  {
    target: ["./app/components", "./app/config", "./app/content", "./app/lib"],
    from: "./app/features",
    message: "Shared code never depends on a feature.",
  },
  {
    target: "./app",
    from: ["./server", "./tests", "./bench"],
    message: "The app does not depend on the server, tests or benchmarks.",
  },
  {
    // A page's script would carry every page's title and description: the list is for the server.
    target: [
      "./app/routes",
      "./app/components",
      ...Object.keys(featureDependencies)
        .filter((feature) => feature !== "chat")
        .map((feature) => `./app/features/${feature}`),
    ],
    from: "./app/config/page-list.ts",
    message: "Import the page's own entry from ~/config/pages/, not the list of every page.",
  },
  ...Object.entries(featureDependencies).map(([feature, allowed]) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [feature, ...allowed].map((name) => `./${name}`),
    message: `${feature} may import only the features listed for it in eslint.config.js.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      "node_modules/",
      "db/migrations/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    settings: {
      react: { version: "detect" },
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      // no-cycle reads the imported modules themselves: it must know they are TypeScript.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "react-hooks/set-state-in-effect": "off",
      "import-x/no-duplicates": "error",
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Tests beside the code use the shared test helpers and fixtures.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
);
