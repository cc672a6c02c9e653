import Foundation

/// tabls-bench: measures tabls against named peers in the same run.
///   tabls-bench rpc [--requests N] [--tabls PATH] [--peer CMD]   round trips and throughput over stdio
///   tabls-bench json [FILE…]                                     JSON parse MB/s vs JSONSerialization
///   tabls-bench echo-server                                      the pipe floor, as a peer for `rpc`
///   tabls-bench gen-workspace DIR [--files N] …                  a synthetic large workspace
///   tabls-bench check [--files N]                                tabls check on N and 2N files: wall, RSS
///   tabls-bench scan [DIR]                                       the source scanner vs the lexer alone, one thread
///   tabls-bench editor                                           didChange → diagnostics, completion p99
///   tabls-bench lottie [FILE] [--write FILE]                     keypath lists MB/s vs JSONSerialization
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "rpc": RPCBenchmark.run(Array(arguments.dropFirst()))
case "json": JSONBenchmark.run(Array(arguments.dropFirst()))
case "echo-server": EchoServer.run()
case "gen-workspace": WorkspaceGenerator.run(Array(arguments.dropFirst()))
case "check": CheckBenchmark.run(Array(arguments.dropFirst()))
case "scan": ScanBenchmark.run(Array(arguments.dropFirst()))
case "editor": EditorLatencyBenchmark.run(Array(arguments.dropFirst()))
case "lottie": LottieBenchmark.run(Array(arguments.dropFirst()))
case "strings": StringsBenchmark.run(Array(arguments.dropFirst()))
case "png": PNGBenchmark.run(Array(arguments.dropFirst()))
case "lottie-frames": LottieFramesBenchmark.run(Array(arguments.dropFirst()))
default:
  print("usage: tabls-bench rpc | json | echo-server | gen-workspace | check | editor (see Benchmarks/README.md)")
  exit(arguments.isEmpty ? 0 : 2)
}
