// swift-tools-version:6.0
// tabls — a language server and CI checker for iOS tab bars.
// No package dependencies: the toolchain's Foundation, Dispatch and XCTest only.
import PackageDescription

let package = Package(
  name: "tabls",
  products: [
    .executable(name: "tabls", targets: ["tabls"]),
    .library(name: "JSON", targets: ["JSON"]),
    .library(name: "RPC", targets: ["RPC"]),
    .library(name: "TabAnalysis", targets: ["TabAnalysis"]),
    .plugin(name: "TablsCommandPlugin", targets: ["TablsCommandPlugin"]),
    .plugin(name: "TablsBuildToolPlugin", targets: ["TablsBuildToolPlugin"]),
  ],
  targets: [
    // JSON values: parse, write, validate UTF-8. Knows nothing of JSON-RPC.
    .target(name: "JSON", path: "Sources/RPC/JSON"),
    // JSON-RPC 2.0 and the LSP base protocol over JSON. Knows nothing about tab bars.
    .target(name: "RPC", dependencies: ["JSON"], exclude: ["JSON"]),
    // Bytes with positions: line indexes (UTF-8/UTF-16), ranges, clamps of untrusted numbers, the XML reader.
    .target(name: "SourceText", path: "Sources/TabAnalysis/Text"),
    // Pixels: canvases, path fills and strokes, PNG and DEFLATE, fonts and text, SVG and PDF drawings. Knows
    // nothing of tab bars or animations.
    .target(name: "Raster", dependencies: ["SourceText", "JSON"], path: "Sources/TabAnalysis/Raster"),
    // Lottie: the decoder, both engines' keypaths, keypath patterns and the frame renderer. Knows nothing of tab
    // bars.
    .target(name: "Lottie", dependencies: ["JSON", "SourceText", "Raster"], path: "Sources/TabAnalysis/Lottie"),
    // The tab bar engines: bytes in, models and findings out. No file system, no clock.
    .target(
      name: "TabAnalysis", dependencies: ["JSON", "SourceText", "Raster", "Lottie"],
      exclude: ["Text", "Raster", "Lottie"]),
    // The edges: the language server, the CLI, workspace I/O — a library, so tests reach them in process.
    .target(
      name: "TablsKit", dependencies: ["JSON", "RPC", "SourceText", "Raster", "Lottie", "TabAnalysis"],
      path: "Sources/tabls", exclude: ["Main"]),
    // The executable: argv in, an exit status out, everything else in TablsKit.
    .executableTarget(name: "tabls", dependencies: ["TablsKit"], path: "Sources/tabls/Main"),
    .executableTarget(
      name: "tabls-bench", dependencies: ["JSON", "RPC", "Raster", "Lottie", "TabAnalysis", "SeededRandom"],
      path: "Benchmarks/tabls-bench"),
    // Fuzzing: one entry point per parser and engine, a runner on libFuzzer (or a replay driver without it).
    .target(
      name: "FuzzTargets", dependencies: ["JSON", "RPC", "SourceText", "Raster", "Lottie", "TabAnalysis"],
      path: "Fuzz/Targets"),
    .target(name: "FuzzDriver", path: "Fuzz/Driver"),
    .executableTarget(name: "tabls-fuzz", dependencies: ["FuzzTargets", "FuzzDriver"], path: "Fuzz/Runner"),
    // SwiftPM plugins: `swift package tabls …` on a package, and `tabls check` of a target as part of its build
    // (in Xcode too). Both run the `tabls` built from this package.
    .plugin(
      name: "TablsCommandPlugin",
      capability: .command(
        intent: .custom(verb: "tabls", description: "Check the package's tab bars with tabls (default: tabls check)"),
        permissions: [.writeToPackageDirectory(reason: "`tabls check --fix` rewrites the files it fixes")]),
      dependencies: ["tabls"]),
    .plugin(name: "TablsBuildToolPlugin", capability: .buildTool(), dependencies: ["tabls"]),
    // A deterministic random generator for randomized tests and benchmark inputs.
    .target(name: "SeededRandom", path: "Tests/SeededRandom"),
    .testTarget(name: "RPCTests", dependencies: ["JSON", "RPC", "SeededRandom"]),
    .testTarget(
      name: "TabAnalysisTests",
      dependencies: ["JSON", "SourceText", "Raster", "Lottie", "TabAnalysis", "SeededRandom", "FuzzTargets"]),
    .testTarget(
      name: "tablsTests",
      dependencies: ["tabls", "TablsKit", "JSON", "RPC", "SourceText", "Raster", "TabAnalysis", "SeededRandom"]),
  ],
  swiftLanguageModes: [.v6]
)

// `TABLS_PLUGIN_SAMPLE=1 swift build --target PluginSample`: `Examples/PluginApp`'s tab bar built with the build
// tool plugin inside this package, reusing its build (CI's plugin check). Never part of tabls' own build, which
// stays free of the sample's warning; `swift build --package-path Examples/PluginApp` builds the sample package
// as a user's would (building tabls once more).
if Context.environment["TABLS_PLUGIN_SAMPLE"] != nil {
  package.targets.append(
    .target(name: "PluginSample", path: "Examples/PluginApp/Sources/Tabs", plugins: ["TablsBuildToolPlugin"]))
}
