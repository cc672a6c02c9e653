import Foundation
import RPC

/// `tabls-bench echo-server`: the least a stdio server can do — answer each frame's id with an empty result,
/// found by a byte search. Measured with the same driver, it shows the machine's pipe round-trip floor.
enum EchoServer {
  static func run() {
    var decoder = FrameDecoder()
    let key = Array("\"id\":".utf8)
    FileDescriptorIO.readChunks(from: 0) { chunk in
      for case .message(let body) in decoder.feed(chunk) {
        guard let at = body.indices.first(where: { body[$0...].starts(with: key) }) else { continue }
        let digits = body[(at + key.count)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let reply = #"{"jsonrpc":"2.0","id":\#(String(decoding: digits, as: UTF8.self)),"result":{}}"#
        FileDescriptorIO.writeAll(FrameEncoder.frame(Array(reply.utf8)), to: 1)
      }
    }
  }
}
