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
  // The site and the API share only contract/ (spec section 7); neither reaches into the other. The site
  // reaches the HTTP server only through AppLoadContext, whose types it may import.
  layerRule(["api/**"], ["app", "server"], "The API imports nothing of the site or the server except contract/."),
  layerRule(["app/**"], ["api"], "The site imports nothing of the API except contract/.", ["server"]),
  layerRule(["contract/**"], ["app", "api", "server"], "contract/ is shared by the site and the API and imports neither."),
);

/**
 * Forbids files in `files` to import, by a relative path or the ~ alias, from the top-level folders
 * `banned`; from the folders `typesOnly`, only type imports are allowed.
 */
function layerRule(files, banned, message, typesOnly = []) {
  const folder = (names) => `^(\\.\\./)+(${names.join("|")})(\\.ts)?(/|$)`;
  const patterns = [{ regex: folder(banned), message }];
  if (banned.includes("app")) patterns.push({ regex: "^~/", message });
  if (typesOnly.length > 0) patterns.push({ regex: folder(typesOnly), allowTypeImports: true, message: "Use AppLoadContext." });
  return { files, rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] } };
}
