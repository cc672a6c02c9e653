// swift-tools-version:6.0
// tabls — a language server and CI checker for iOS tab bars.
// No package dependencies: the toolchain's Foundation, Dispatch and XCTest only.
import PackageDescription

let package = Package(
  name: "tabls",
  products: [
    .executable(name: "tabls", targets: ["tabls"]),
    .library(name: "RPC", targets: ["RPC"]),
    .library(name: "TabAnalysis", targets: ["TabAnalysis"]),
  ],
  targets: [
    // JSON values, JSON-RPC 2.0 and the LSP base protocol. Knows nothing about tab bars.
    .target(name: "RPC"),
    // The pure engines: bytes in, models and findings out. No file system, no clock.
    .target(name: "TabAnalysis", dependencies: ["RPC"]),
    // The edges: the language server, the CLI, workspace I/O.
    .executableTarget(name: "tabls", dependencies: ["RPC", "TabAnalysis"]),
    .executableTarget(
      name: "tabls-bench", dependencies: ["RPC", "TabAnalysis", "SeededRandom"], path: "Benchmarks/tabls-bench"),
    // Fuzzing: one entry point per parser and engine, a runner on libFuzzer (or a replay driver without it).
    .target(name: "FuzzTargets", dependencies: ["RPC", "TabAnalysis"], path: "Fuzz/Targets"),
    .target(name: "FuzzDriver", path: "Fuzz/Driver"),
    .executableTarget(name: "tabls-fuzz", dependencies: ["FuzzTargets", "FuzzDriver"], path: "Fuzz/Runner"),
    // A deterministic random generator for randomized tests and benchmark inputs.
    .target(name: "SeededRandom", path: "Tests/SeededRandom"),
    .testTarget(name: "RPCTests", dependencies: ["RPC", "SeededRandom"]),
    .testTarget(name: "TabAnalysisTests", dependencies: ["TabAnalysis", "SeededRandom", "FuzzTargets"]),
    .testTarget(name: "tablsTests", dependencies: ["tabls", "RPC", "TabAnalysis", "SeededRandom"]),
  ],
  swiftLanguageModes: [.v6]
)
