import Foundation
import FuzzDriver
import FuzzTargets

// `TABLS_FUZZ_TARGET=NAME tabls-fuzz [libFuzzer flags] [CORPUS…]`: libFuzzer drives the target when built with
// `-sanitize=fuzzer` (scripts/fuzz.sh); otherwise each file or folder named is replayed once.
let name = ProcessInfo.processInfo.environment["TABLS_FUZZ_TARGET"] ?? ""
guard let target = FuzzTargets.target(named: name) else {
  let names = FuzzTargets.all.map(\.name).joined(separator: " ")
  FileHandle.standardError.write(Data("tabls-fuzz: set TABLS_FUZZ_TARGET to one of: \(names)\n".utf8))
  exit(2)
}
nonisolated(unsafe) var selected = target

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
  selected(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
exit(status)
