import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "public/", "data/", ".cache/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // The app reaches the HTTP server only through AppLoadContext, whose types it may import.
    files: ["app/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/*", "**/server/**"], allowTypeImports: true, message: "Use AppLoadContext." }] },
      ],
    },
  },
  {
    // The built-in API stands alone: another backend can replace it.
    files: ["api/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/*", "**/app/**", "**/server/*", "**/server/**"], message: "The API imports only its own code." }] },
      ],
    },
  },
);
