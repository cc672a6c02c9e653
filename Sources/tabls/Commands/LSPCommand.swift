import Foundation
import RPC

/// `tabls lsp`: the language server over stdin/stdout.
enum LSPCommand {
  static let defaultMaxMessageBytes = 64 * 1024 * 1024

  static func run(_ arguments: Arguments) throws(UsageError) -> Int32 {
    var arguments = arguments
    _ = arguments.flag("--stdio")
    let maxMessageBytes = try arguments.intOption("--max-message-bytes") ?? defaultMaxMessageBytes
    _ = try arguments.positionals(max: 0)

    FileDescriptorIO.ignoreBrokenPipes()
    let logger = Logger()
    let connection = Connection(sink: FramedOutput(descriptor: 1)) { message in logger.error(message) }
    let options = Server.Options(debugMethods: ProcessInfo.processInfo.environment["TABLS_DEBUG_METHODS"] == "1")
    let server = Server(options: options, logger: logger) { status in exit(status) }
    logger.attach(connection)
    connection.setHandler(server)
    connection.run(input: 0, maxMessageBytes: maxMessageBytes)
    return server.exitStatus
  }
}
