// The kit's own type, served by each app (Vite bundles the woff2 files), so every machine draws the same letters
// whatever fonts it has installed. Latin only, and only the weights the tokens name (regular, medium, bold; the
// monospace regular and bold). The apps preload the Inter woff2 files (scripts/vite-app.ts, `preloadFonts`).
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-500.css'
import '@fontsource/inter/latin-700.css'
import '@fontsource/jetbrains-mono/latin-400.css'
import '@fontsource/jetbrains-mono/latin-700.css'
