import Foundation

/// tabls-bench: measures tabls against named peers in the same run.
///   tabls-bench rpc [--requests N] [--tabls PATH] [--peer CMD]   round trips and throughput over stdio
///   tabls-bench json [FILE…]                                     JSON parse MB/s vs JSONSerialization
///   tabls-bench echo-server                                      the pipe floor, as a peer for `rpc`
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "rpc": RPCBenchmark.run(Array(arguments.dropFirst()))
case "json": JSONBenchmark.run(Array(arguments.dropFirst()))
case "echo-server": EchoServer.run()
default:
  print("usage: tabls-bench rpc [--requests N] [--tabls PATH] [--peer CMD] | json [FILE…]")
  exit(arguments.isEmpty ? 0 : 2)
}
